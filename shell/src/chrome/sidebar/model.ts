/**
 * Sidebar behaviour beyond the open flag: the menu the remotes published, link clicks reset the
 * sportsbook, guests go to login.
 */
import { bus } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import type { PublishedMenuEntry } from '@casino/shared/publication';
import { loginRequired } from '../../services/auth/model';
import { $layout } from '../../services/device/model';
import { menuFrom, type MenuItem } from './menu';

export const menuPublished = createEvent<PublishedMenuEntry[]>();
export const $mainMenu = createStore<MenuItem[]>([]).on(menuPublished, (_, entries) =>
  menuFrom(entries),
);

export const sidebarLinkClicked = createEvent<string>();
export const guestBlocked = createEvent<string>();

const resetSportFx = createEffect(() => bus.emit('sport:reset', {}));

sample({ clock: sidebarLinkClicked, target: resetSportFx });
sample({
  clock: guestBlocked,
  source: $layout,
  fn: (layout, returnTo) => ({ isFullPage: layout === 'mobile', returnTo }),
  target: loginRequired,
});
