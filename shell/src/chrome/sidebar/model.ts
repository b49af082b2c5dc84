/** Sidebar behaviour beyond the open flag: link clicks reset the sportsbook, guests go to login. */
import { bus } from '@casino/shared/events';
import { createEffect, createEvent, sample } from 'effector';
import { loginRequired } from '../../services/auth/model';
import { $layout } from '../../services/device/model';

export const sidebarLinkClicked = createEvent<string>();
export const guestBlocked = createEvent<string>();

const resetSportFx = createEffect(() => bus.emit('sport:reset-requested', {}));

sample({ clock: sidebarLinkClicked, target: resetSportFx });
sample({
  clock: guestBlocked,
  source: $layout,
  fn: (layout, returnTo) => ({ isFullPage: layout === 'mobile', returnTo }),
  target: loginRequired,
});
