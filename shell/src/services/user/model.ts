/**
 * The player's details (balance, bonus, jackpot state). Refreshed every 5 s while a token is
 * held, skipping a tick when the previous request has not answered yet (spec §4).
 */
import { apiRequest } from '@casino/shared/api';
import { bus, type PlayerUser } from '@casino/shared/events';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { $tokenPresent, tokenDropped } from '../token/model';

export const USER_REFRESH_MS = 5000;

export const refreshTicked = createEvent();
export const refreshRequested = createEvent();
export const userReceived = createEvent<PlayerUser>();

export const fetchUserFx = createEffect(() => apiRequest<PlayerUser>('/UserDetails'));
export const announceUserFx = createEffect((user: PlayerUser) =>
  bus.emit('user:updated', { user }),
);

export const $user = createStore<PlayerUser | null>(null)
  .on(userReceived, (_, user) => user)
  .on(fetchUserFx.doneData, (_, user) => user)
  .reset(tokenDropped);

export const $userPending = fetchUserFx.pending;

/** The held token has been checked against the API at least once (answer or failure). */
const $userChecked = createStore(false)
  .on(fetchUserFx.finally, () => true)
  .on(userReceived, () => true)
  .reset(tokenDropped);
/**
 * Whether the session is known yet: a guest is known at once; a stored token only once the API
 * has answered for it (it may have expired). Until then the chrome shows skeletons where what
 * it shows depends on being logged in.
 */
export const $sessionKnown = combine(
  $tokenPresent,
  $userChecked,
  (tokenPresent, checked) => !tokenPresent || checked,
);

sample({
  clock: [refreshTicked, refreshRequested],
  source: { tokenPresent: $tokenPresent, pending: $userPending },
  filter: ({ tokenPresent, pending }) => tokenPresent && !pending,
  target: fetchUserFx,
});

sample({ clock: fetchUserFx.doneData, target: announceUserFx });
