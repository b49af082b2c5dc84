/**
 * The bearer token (spec §4: "logged in means a token is present"). Kept in localStorage; the
 * API client reads it through the bus's token reader. The stored value is re-read on a 1 s
 * cadence (the header's check in the spec) so a token removed elsewhere (another tab) is noticed.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';

export const TOKEN_STORAGE_KEY = 'casino.token';

export const tokenReceived = createEvent<string>();
export const tokenDropped = createEvent();
export const tokenChecked = createEvent();

export const readStoredTokenFx = createEffect((): string | null => {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
});

export const saveTokenFx = createEffect((token: string) => localStorage.setItem(TOKEN_STORAGE_KEY, token));
export const removeTokenFx = createEffect(() => localStorage.removeItem(TOKEN_STORAGE_KEY));

/** The stored token differs from the one held (set or removed outside this page). */
export const tokenSynced = createEvent<string | null>();
/** The token went away without a logout here (another tab, storage cleared). */
export const tokenVanished = createEvent();

export const $token = createStore<string | null>(null)
  .on(tokenReceived, (_, token) => token)
  .on(tokenDropped, () => null)
  .on(tokenSynced, (_, stored) => stored);

export const $tokenPresent = $token.map(Boolean);

sample({ clock: tokenChecked, target: readStoredTokenFx });
sample({
  clock: readStoredTokenFx.doneData,
  source: $token,
  filter: (held, stored) => (stored || null) !== held,
  fn: (_, stored) => stored || null,
  target: tokenSynced,
});
sample({ clock: tokenSynced, filter: (stored) => stored === null, target: tokenVanished });
sample({ clock: tokenVanished, target: tokenDropped });
sample({ clock: tokenReceived, target: saveTokenFx });
sample({ clock: tokenDropped, target: removeTokenFx });
