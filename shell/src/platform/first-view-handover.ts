/**
 * The route's first view, drawn on the server by the remote that renders the route, becomes that
 * application's own markup (docs/first-view.md, "Hydration"). When the edge marked it for
 * hydration (it sits in `[data-first-view-root="<path>"]` in the splash's main column), the
 * route's application, as it mounts on that path, gets the server's nodes moved into its
 * container and hydrates them: nothing is drawn twice. The splash then lets its main column
 * through (its header and side column stay until the chrome has drawn): the same nodes, in
 * the same boxes, nothing moves.
 */
import { FIRST_VIEW_ROOT } from '@casino/shared/first-view';

/** On the splash once its main column is the application's. */
export const HANDED_OVER = 'data-handed-over';

/**
 * Moves the server's first view into `container` when it was drawn for this page and the
 * container is the main region's and still empty; says whether it did. Another path (a guard
 * sent the player elsewhere, a navigation happened before the app arrived) keeps the splash's
 * copy, which is cleared as before.
 */
export function adoptFirstView(
  container: HTMLElement,
  doc: Document = document,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): boolean {
  const root = doc.querySelector<HTMLElement>(`#splash [${FIRST_VIEW_ROOT}]`);
  if (!root || !container.closest('#main-content') || container.childNodes.length > 0) return false;
  if (root.getAttribute(FIRST_VIEW_ROOT) !== location.pathname || location.search !== '')
    return false;
  container.append(...root.childNodes);
  root.remove();
  doc.getElementById('splash')?.setAttribute(HANDED_OVER, '');
  return true;
}
