/** The card's links are blocked without a token, with a 1 s 'Login' toast. */
import { createEvent, sample } from 'effector';
import { showToastFx } from '../../lib/bus-effects';

export const LOGIN_TOAST_MS = 1000;

export const blockedLinkClicked = createEvent();

sample({
  clock: blockedLinkClicked,
  fn: () => ({ key: 'toast.login', kind: 'info' as const, autoCloseMs: LOGIN_TOAST_MS }),
  target: showToastFx,
});
