/**
 * The player's details (balance, bonus, jackpot state). Refreshed every 5 s while a token is
 * held, skipping a tick when the previous request has not answered yet: the fallback of the
 * balance stream.
 *
 * Balances are ordered by their version (`balance_version`, the player's last ledger movement),
 * never by when they arrived: an answer carrying an older version than the one held keeps the
 * held balance and bonus (a refresh asked before a win and answered after its push).
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

/** Whether balances of version `next` are older than those of version `held` (unversioned: no). */
export function isOlderBalance(next: number | undefined, held: number | undefined): boolean {
  return typeof next === 'number' && typeof held === 'number' && next < held;
}

/** The next details, with the held balance and bonus kept when theirs are newer. */
export function withNewestBalance(held: PlayerUser | null, next: PlayerUser): PlayerUser {
  if (!held || held.id !== next.id || !isOlderBalance(next.balance_version, held.balance_version))
    return next;
  return {
    ...next,
    balance: held.balance,
    bounse: held.bounse,
    balance_version: held.balance_version,
  };
}

export const $user = createStore<PlayerUser | null>(null)
  .on(userReceived, withNewestBalance)
  .on(fetchUserFx.doneData, withNewestBalance)
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

// The periodic refresh skips a tick while a request is out.
sample({
  clock: refreshTicked,
  source: { tokenPresent: $tokenPresent, pending: $userPending },
  filter: ({ tokenPresent, pending }) => tokenPresent && !pending,
  target: fetchUserFx,
});

// A refresh asked for (a game's round ended, a transfer answered) goes out at once, even with a
// request in flight: that one may have been answered before the round's money moved. Answers
// arriving out of order are harmless: the newest balance version is kept. Never more than two at
// once, so a frame sending message after message cannot flood the API.
sample({
  clock: refreshRequested,
  source: { tokenPresent: $tokenPresent, inFlight: fetchUserFx.inFlight },
  filter: ({ tokenPresent, inFlight }) => tokenPresent && inFlight < 2,
  target: fetchUserFx,
});

// The remotes are told the details as held, not as answered (which may carry an older balance).
sample({ clock: fetchUserFx.done, source: $user, filter: Boolean, target: announceUserFx });
