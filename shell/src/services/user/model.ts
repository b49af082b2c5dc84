/**
 * The player's details (balance, bonus, jackpot state). Refreshed every 5 s while a token is
 * held, skipping a tick when the previous request has not answered yet (spec §4).
 */
import { apiRequest } from '@casino/shared/api';
import { bus, type PlayerUser } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { $tokenPresent, tokenDropped } from '../token/model';

export const USER_REFRESH_MS = 5000;

export const refreshTicked = createEvent();
export const refreshRequested = createEvent();
export const userReceived = createEvent<PlayerUser>();

export const fetchUserFx = createEffect(() => apiRequest<PlayerUser>('/UserDetails'));
export const announceUserFx = createEffect((user: PlayerUser) => bus.emit('user:updated', { user }));

export const $user = createStore<PlayerUser | null>(null)
  .on(userReceived, (_, user) => user)
  .on(fetchUserFx.doneData, (_, user) => user)
  .reset(tokenDropped);

export const $userPending = fetchUserFx.pending;

sample({
  clock: [refreshTicked, refreshRequested],
  source: { tokenPresent: $tokenPresent, pending: $userPending },
  filter: ({ tokenPresent, pending }) => tokenPresent && !pending,
  target: fetchUserFx,
});

sample({ clock: fetchUserFx.doneData, target: announceUserFx });
