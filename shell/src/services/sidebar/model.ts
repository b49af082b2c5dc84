/** The sidebar: the mobile slide-in menu's open flag, and the desktop sidebar's collapse. */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { pathChanged } from '../navigation/model';

export const sidebarToggled = createEvent();
export const sidebarClosed = createEvent();
export const sidebarOpened = createEvent();

export const SWIPE_CLOSE_PX = 80;

export const $sidebarOpen = createStore(false)
  .on(sidebarToggled, (open) => !open)
  .on(sidebarOpened, () => true)
  .reset(sidebarClosed, pathChanged);

export const applySidebarFx = createEffect((open: boolean) => {
  document.documentElement.dataset.sidebar = open ? 'open' : 'closed';
});

sample({ clock: $sidebarOpen, target: applySidebarFx });

/**
 * A horizontal swipe closes the menu when it goes more than 80 px towards the menu's own edge:
 * leftwards in left-to-right (menu on the left), rightwards in Arabic (menu on the right).
 */
export function swipeCloses(deltaX: number, deltaY: number, direction: 'ltr' | 'rtl'): boolean {
  if (Math.abs(deltaX) <= Math.abs(deltaY)) return false;
  return direction === 'ltr' ? deltaX < -SWIPE_CLOSE_PX : deltaX > SWIPE_CLOSE_PX;
}
