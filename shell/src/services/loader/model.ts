/**
 * The global loading flag: the splash shows while it is set; cleared ~200 ms after start.
 *
 * The splash is the page's first view drawn by the HTML alone (index.html, and on `/` the first
 * banner the edge writes into it), so "start" is read as the start of the route being opened:
 * the flag is cleared `SPLASH_MS` after the chrome and the route's application have drawn (their
 * content or their skeletons) and the app has drawn the splash's image itself. The app then takes over under a view identical to its
 * own: nothing moves, nothing flashes empty.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';

export const SPLASH_MS = 200;
/** The longest wait for the app's copy of the first-view image, after the first route mounted. */
export const FIRST_VIEW_WAIT_MS = 3000;
/** The splash never outlives this, whatever happens to the first route (a remote that hangs). */
export const SPLASH_LIMIT_MS = 10_000;

export const loadingFinished = createEvent();
export const loadingStarted = createEvent();

export const $loading = createStore(true)
  .on(loadingStarted, () => true)
  .on(loadingFinished, () => false);

export const applyLoadingFx = createEffect((loading: boolean) => {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = !loading;
});

sample({ clock: $loading, target: applyLoadingFx });

/**
 * The app's own copy of the splash's first-view element in the main region: the same image (URL),
 * decoded, or the same heading (tag and text: the login page's title).
 */
async function appCopyDrawn(marker: HTMLElement, signal: AbortSignal): Promise<void> {
  const image = marker instanceof HTMLImageElement ? marker : null;
  const source = image ? image.currentSrc || image.src : '';
  while (!signal.aborted) {
    const candidates = [
      ...document.querySelectorAll<HTMLElement>(`#main-content ${marker.localName}`),
    ];
    if (image) {
      const copy = candidates.find(
        (candidate): candidate is HTMLImageElement =>
          candidate instanceof HTMLImageElement &&
          (candidate.currentSrc || candidate.src) === source,
      );
      if (copy?.complete && copy.naturalWidth > 0) {
        await copy.decode().catch(() => undefined);
        return;
      }
    } else if (candidates.some((candidate) => candidate.textContent === marker.textContent)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The desktop layout, where the side menu is part of the first view (phones open it on demand). */
const DESKTOP_CHROME = '(min-width: 1024px)';
const CONTAINER = '[id^="single-spa-application:"]';

/**
 * The header, the side menu (desktop) and the route's application in the main region are each
 * on screen: drawn (their content or their skeletons) or mounted (an application may draw nothing
 * until the player is known). Applications that come when the browser is idle (footer, overlays)
 * are not waited for, and neither is any data: a slow API shows the page's skeletons, never a
 * bare splash.
 */
function chromeAndRouteShown(isMounted: (name: string) => boolean): boolean {
  const shown = (container: Element | null) =>
    container !== null &&
    (container.firstElementChild !== null ||
      isMounted(container.id.slice('single-spa-application:'.length)));
  return (
    shown(document.getElementById('single-spa-application:shell-header')) &&
    shown(document.querySelector(`#main-content > ${CONTAINER}`)) &&
    (!matchMedia(DESKTOP_CHROME).matches ||
      shown(document.getElementById('single-spa-application:shell-sidebar')))
  );
}

/**
 * Whether single-spa has mounted the application of that name. The platform gives it
 * (platform/root-config.ts): this model starts before single-spa's chunk, and importing single-spa
 * here put a second copy of it on every page (6 KB gzip).
 */
export type MountedCheck = (name: string) => boolean;

async function whenChromeAndRouteShown(isMounted: MountedCheck): Promise<void> {
  while (!chromeAndRouteShown(isMounted)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * Resolves once the route being opened shows its own first view: the chrome and the route's
 * application shown, then the app's copy of the splash's image, if there is one (at most
 * `FIRST_VIEW_WAIT_MS`).
 */
export async function firstViewShown(isMounted: MountedCheck): Promise<void> {
  await whenChromeAndRouteShown(isMounted);
  const marker = document.querySelector<HTMLElement>('#splash [data-first-view]');
  if (!marker) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FIRST_VIEW_WAIT_MS);
  await appCopyDrawn(marker, controller.signal);
  clearTimeout(timer);
  controller.abort();
}

let splashLimit: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts counting `SPLASH_LIMIT_MS` (once): from the start of the services, so that a slow step
 * before the first route (the remotes' route rules) counts against the limit too.
 */
export function startSplashLimit(): void {
  splashLimit ??= setTimeout(() => loadingFinished(), SPLASH_LIMIT_MS);
}

/** Clears the flag `SPLASH_MS` after the first view is the app's, or at the splash's limit. */
export function finishLoadingAfterFirstView(isMounted: MountedCheck): void {
  startSplashLimit();
  void firstViewShown(isMounted).then(() =>
    setTimeout(() => {
      clearTimeout(splashLimit);
      loadingFinished();
    }, SPLASH_MS),
  );
}
