/**
 * Where each application named in the layout template comes from: the shell's own chrome
 * (bundled with the shell) or an exposed module of a remote (loaded at runtime). The
 * applications the remotes' published routes mount are added from remotes.json
 * (route-table.ts); the widgets column is a region of the shell's layout.
 */
import type { AppSource } from './route-types';

export type { AppSource };

/**
 * Once the route's content is on screen, the page has loaded (its code and pictures) and the
 * browser has nothing more urgent to do (at most `timeout` ms later): what comes this way never
 * competes with the first paint of the page's content.
 */
const whenIdle = (timeout = 1500) =>
  new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout })
        : setTimeout(resolve, 200);
    const afterLoad = () =>
      document.readyState === 'complete'
        ? idle()
        : window.addEventListener('load', idle, { once: true });
    // The route's own content first: a remote has rendered into the main region (at most 5 s).
    const started = performance.now();
    const contentShown = () =>
      document.querySelector('#main-content > [id^="single-spa-application:"] > *') !== null;
    const wait = () =>
      contentShown() || performance.now() - started > 5000
        ? requestAnimationFrame(afterLoad)
        : setTimeout(wait, 50);
    wait();
  });

/** The layouts with the mobile chrome (device service: phones and tablets, below 1024 px). */
const MOBILE_CHROME = matchMedia('(max-width: 1023.98px)');

const remote = (name: string, exposed: string): AppSource => ({
  kind: 'remote',
  remote: name,
  exposed,
});

export const applicationSources: Record<string, AppSource> = {
  'shell-header': { kind: 'local', load: () => import('../chrome/header/app') },
  // On a phone or tablet the side menu is closed until its button is pressed: it comes when idle.
  'shell-sidebar': {
    kind: 'local',
    load: () =>
      (MOBILE_CHROME.matches ? whenIdle() : Promise.resolve()).then(
        () => import('../chrome/sidebar/app'),
      ),
  },
  'shell-bottom-nav': { kind: 'local', load: () => import('../chrome/bottom-nav/app') },
  // Modal, jackpot popup, toasts, go-top: nothing of the first paint; they come when the browser is idle.
  'shell-overlays': {
    kind: 'local',
    load: () => whenIdle().then(() => import('../chrome/overlays/app')),
  },
  'shell-login': { kind: 'local', load: () => import('../chrome/login/app') },
  // Below the page's content: when the browser is idle.
  'shell-footer': {
    kind: 'local',
    load: () => whenIdle().then(() => import('../chrome/footer/app')),
  },
  'mf-casino-widgets': remote('mf_casino', './widgets'),
  // The session clock and its reality check: the account team's, over every page while logged in.
  'mf-account-session-clock': remote('mf_account', './session-clock'),
};
