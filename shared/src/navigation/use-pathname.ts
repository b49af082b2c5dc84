import { useSyncExternalStore } from 'react';

/** Every navigation reaches a page as a popstate: the browser's, single-spa's after a push, or navigateTo's. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * The current path, re-rendering on every navigation: enough for a remote whose pages are a
 * handful of fixed paths (mf-home), which then needs no router on the first load.
 */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => '/',
  );
}
