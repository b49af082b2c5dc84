/**
 * The sidebar: on mobile
 * the slide-in menu's open flag (closed again by each navigation); on desktop whether the side
 * menu is expanded or collapsed to an icon rail (kept across navigations: it is the player's
 * choice of layout, not a transient panel). `<html data-sidebar>` carries the state of the
 * current layout for the CSS.
 */
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $layout } from '../device/model';
import { pathChanged } from '../navigation/model';

export const sidebarToggled = createEvent();
export const sidebarClosed = createEvent();
export const sidebarOpened = createEvent();
/** The desktop header's toggle: rail ↔ full sidebar. */
export const sidebarCollapseToggled = createEvent();
/** Something in the rail needs the labels (e.g. a group was opened): expand. */
export const sidebarExpanded = createEvent();

export const SWIPE_CLOSE_PX = 80;

export const $sidebarOpen = createStore(false)
  .on(sidebarToggled, (open) => !open)
  .on(sidebarOpened, () => true)
  .reset(sidebarClosed, pathChanged);

export const $sidebarCollapsed = createStore(false)
  .on(sidebarCollapseToggled, (collapsed) => !collapsed)
  .reset(sidebarExpanded);

/** What the current layout shows: the mobile drawer's flag, or the desktop sidebar's expansion. */
export const $sidebarState = combine(
  $layout,
  $sidebarOpen,
  $sidebarCollapsed,
  (layout, open, collapsed) => {
    const shown = layout === 'mobile' ? open : !collapsed;
    return shown ? ('open' as const) : ('closed' as const);
  },
);

export const applySidebarFx = createEffect((state: 'open' | 'closed') => {
  document.documentElement.dataset.sidebar = state;
});

sample({ clock: $sidebarState, target: applySidebarFx });

/**
 * A horizontal swipe closes the menu when it goes more than 80 px towards the menu's own edge:
 * leftwards in left-to-right (menu on the left), rightwards in Arabic (menu on the right).
 */
export function swipeCloses(deltaX: number, deltaY: number, direction: 'ltr' | 'rtl'): boolean {
  if (Math.abs(deltaX) <= Math.abs(deltaY)) return false;
  return direction === 'ltr' ? deltaX < -SWIPE_CLOSE_PX : deltaX > SWIPE_CLOSE_PX;
}

/**
 * The mobile menu closed by the player (close button, backdrop, swipe, Escape; not by a
 * navigation): focus goes back to the menu button that opened it, so the keyboard is not lost.
 */
export const focusMenuButtonFx = createEffect(() => {
  // Once the state has reached the page (a toggle may just as well have opened it).
  requestAnimationFrame(() => {
    if (document.documentElement.dataset.sidebar !== 'closed') return;
    document.querySelector<HTMLElement>('[data-testid="menu-button"]')?.focus();
  });
});
sample({
  clock: [sidebarClosed, sidebarToggled],
  source: $layout,
  filter: (layout) => layout === 'mobile',
  fn: () => undefined,
  target: focusMenuButtonFx,
});
