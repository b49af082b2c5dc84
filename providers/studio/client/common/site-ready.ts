/**
 * Tells the site's page that the game has started: the page cannot read a frame of another
 * origin, so this message is how it tells a game that runs from an answer that is not a game (an
 * error page, a JSON body). Sent to the site's origin only.
 */
export const SITE_READY_MESSAGE = 'studio:ready';

export function tellSiteReady(siteOrigin: string | null): void {
  if (window.parent === window) return;
  window.parent.postMessage({ type: SITE_READY_MESSAGE }, siteOrigin ?? window.location.origin);
}
