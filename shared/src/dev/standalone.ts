/**
 * Runs one remote on its own page in dev mode, without the shell: the page gets the same
 * i18next set-up as in the shell, the language from `?lang=`, the device from the viewport, and
 * a token from `localStorage['standalone-token']` (log in through the real API to get one).
 */
import './standalone.css';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bus } from '../events/bus';
import { directionOf, isLanguage } from '../i18n/languages';
import { namespaceBackend, translationLoading } from '../i18n/namespace-backend';

interface Lifecycles {
  bootstrap(props: object): Promise<unknown>;
  mount(props: object): Promise<unknown>;
}

const TOKEN_KEY = 'standalone-token';

export async function mountStandalone(name: string, lifecycles: Lifecycles): Promise<void> {
  const requested = new URLSearchParams(location.search).get('lang');
  const language = isLanguage(requested) ? requested : 'fr';
  await i18next
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: [],
      interpolation: { escapeValue: false },
      ...translationLoading,
    });
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  bus.provideTokenReader(() => localStorage.getItem(TOKEN_KEY));
  bus.emit('language:changed', { language, direction: directionOf(language) });
  bus.emit('device:changed', {
    class: innerWidth < 768 ? 'mobile' : innerWidth < 1024 ? 'tablet' : 'desktop',
    orientation: innerWidth < innerHeight ? 'portrait' : 'landscape',
  });
  bus.emit('auth:changed', { tokenPresent: Boolean(localStorage.getItem(TOKEN_KEY)), user: null });
  bus.on('auth:unauthorized', () => localStorage.removeItem(TOKEN_KEY));
  bus.on('shell:show-toast', ({ message }) => console.info(`[toast] ${message}`));

  const domElement = document.getElementById('root') ?? document.body;
  const props = { name, domElement, singleSpa: undefined, mountParcel: undefined };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
}
