/**
 * Navigation across applications: by URL, so single-spa reroutes to whichever application owns
 * the path (the shell's routes, a remote's published routes). Outside single-spa (a remote's
 * stand-alone dev page) nobody hears pushState, so the routers are told directly.
 */
export function navigateTo(path: string, state: unknown = null, replace = false): void {
  const before = location.href;
  // react-router re-renders only when the location's key changes: give every navigation one.
  const keyed = {
    ...(state && typeof state === 'object' ? state : {}),
    key: Math.random().toString(36).slice(2, 10),
  };
  if (replace) history.replaceState(keyed, '', path);
  else history.pushState(keyed, '', path);
  // single-spa tells the routers only when the URL changed; a new state on the same URL (closing
  // a full-page game) must reach them too.
  if (!('singleSpaNavigate' in window) || location.href === before) {
    window.dispatchEvent(new PopStateEvent('popstate', { state: keyed }));
  }
}
