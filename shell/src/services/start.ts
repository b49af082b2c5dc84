/**
 * Start-up of the shell's services before single-spa starts: token, device, language (with the
 * page's one i18next instance the remotes share), bus wiring, timers, route guards and the splash.
 */
import { tokenChanged } from '@casino/shared/api';
import { bus } from '@casino/shared/events';
import { namespaceBackend, registerNamespace, translationLoading } from '@casino/shared/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  authAnnounced,
  loginRequired,
  logoutRequested,
  sessionEnded,
  unauthorizedReported,
} from './auth/model';
import { balanceStreamEnabled } from './balance-stream/model';
import { $device, applyDeviceFx, deviceMeasured, watchDeviceFx } from './device/model';
import { guardFirstUrlFx, installGuardFx } from './guards/model';
import { languageDetector } from './language/detector';
import { $language, applyLanguageFx, languageDetected } from './language/model';
import { finishLoadingAfterFirstView, startSplashLimit, type MountedCheck } from './loader/model';
import './login-flow/model';
import { remoteModalClosed, remoteModalOpened } from './modal/model';
import {
  $fullWidth,
  $immersive,
  applyFullWidthFx,
  applyImmersiveFx,
  pathChanged,
} from './navigation/model';
import { $sidebarState, applySidebarFx } from './sidebar/model';
import { toastRequested } from './toast/model';
import {
  $token,
  $tokenPresent,
  applySessionFx,
  readStoredTokenFx,
  tokenChecksStarted,
} from './token/model';
import { USER_REFRESH_MS, refreshRequested, refreshTicked } from './user/model';
import { yieldToMain } from './yield-to-main';
import './bonus/model';
import './jackpot/model';

registerNamespace('shell', (language) =>
  import(`../../locales/${language}.json`).then((module: { default: object }) => module.default),
);

async function startLanguage(): Promise<void> {
  await i18next
    .use(languageDetector)
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      supportedLngs: ['fr', 'en', 'ar'],
      load: 'languageOnly',
      // French is the default; other languages are complete, so French is only a safety net.
      fallbackLng: 'fr',
      ns: ['shell'],
      defaultNS: 'shell',
      interpolation: { escapeValue: false },
      ...translationLoading,
    });
  languageDetected(i18next.resolvedLanguage ?? i18next.language);
  if (i18next.language !== $language.getState()) await i18next.changeLanguage($language.getState());
  await applyLanguageFx($language.getState());
}

function wireBus(): void {
  bus.provideTokenReader(() => $token.getState());
  // The API client aborts the requests of a token as soon as it goes (a logout, a 401).
  tokenChanged($token.getState());
  $token.updates.watch(tokenChanged);
  bus.on('shell:show-toast', (request) => toastRequested(request));
  bus.on('shell:open-modal', (content) => remoteModalOpened(content));
  bus.on('shell:close-modal', (payload) => remoteModalClosed(payload));
  bus.on('auth:require-login', (payload) => loginRequired(payload));
  bus.on('auth:log-out', () => logoutRequested());
  bus.on('shell:end-session', (payload) => sessionEnded(payload));
  bus.on('auth:unauthorized', (payload) => unauthorizedReported(payload));
  bus.on('user:refresh', () => refreshRequested());
}

function followRouting(): void {
  // Both events fire on each navigation; the chrome needs each new path once.
  let last = '';
  const update = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    pathChanged(location.pathname);
  };
  window.addEventListener('single-spa:before-mount-routing-event', update);
  window.addEventListener('single-spa:routing-event', update);
  update();
}

/**
 * `routesPublished` settles once the remotes' route rules are known (the first URL's guard needs
 * them); `isMounted` is single-spa's view of an application, which the splash waits for.
 */
export async function startServices(
  routesPublished: Promise<unknown>,
  isMounted: MountedCheck,
): Promise<void> {
  startSplashLimit();
  readStoredTokenFx();
  applySessionFx($tokenPresent.getState());
  watchDeviceFx((device) => deviceMeasured(device));
  await applyDeviceFx($device.getState());
  wireBus();
  await yieldToMain();
  await startLanguage();
  await yieldToMain();
  authAnnounced();
  await routesPublished;
  await yieldToMain();
  guardFirstUrlFx();
  installGuardFx();
  followRouting();
  applyFullWidthFx($fullWidth.getState());
  applyImmersiveFx($immersive.getState());
  applySidebarFx($sidebarState.getState());
  await yieldToMain();
  refreshRequested();
  balanceStreamEnabled();
  tokenChecksStarted();
  setInterval(() => refreshTicked(), USER_REFRESH_MS);
  finishLoadingAfterFirstView(isMounted);
}
