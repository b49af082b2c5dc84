/**
 * The bearer token: logged in means a token is present. Kept in localStorage; the API client
 * reads it through the bus's token reader. The stored value is re-read periodically so a token
 * removed elsewhere (another tab, storage cleared) is noticed soon (docs/product.md#timings):
 * every 200 ms on the home page, every 1 s (the header's check) everywhere else.
 */
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { $pathname } from '../navigation/model';

export const TOKEN_STORAGE_KEY = 'casino.token';
export const HOME_TOKEN_CHECK_MS = 200;
export const TOKEN_CHECK_MS = 1000;

/** How often the stored token is re-read on `pathname`. */
export function tokenCheckMs(pathname: string): number {
  return pathname === '/' ? HOME_TOKEN_CHECK_MS : TOKEN_CHECK_MS;
}

export const tokenReceived = createEvent<string>();
export const tokenDropped = createEvent();
export const tokenChecked = createEvent();
/** Start-up: begin the periodic checks (the cadence then follows the route). */
export const tokenChecksStarted = createEvent();

export const readStoredTokenFx = createEffect((): string | null => {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
});

export const saveTokenFx = createEffect((token: string) =>
  localStorage.setItem(TOKEN_STORAGE_KEY, token),
);
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

/**
 * `data-session` on <html>: a token is held, so the layout keeps the session line's place from
 * the first paint (base.css), before the account's clock has loaded: its arrival moves nothing.
 */
export const applySessionFx = createEffect((present: boolean) => {
  document.documentElement.dataset.session = String(present);
});
sample({ clock: $tokenPresent, target: applySessionFx });

export const $tokenCheckMs = $pathname.map(tokenCheckMs);
const $checksRunning = createStore(false).on(tokenChecksStarted, () => true);

let checkTimer: ReturnType<typeof setInterval> | undefined;
/** (Re)starts the periodic check at `ms`; one timer at a time. */
export const scheduleTokenChecksFx = createEffect((ms: number) => {
  const check = scopeBind(tokenChecked, { safe: true });
  clearInterval(checkTimer);
  checkTimer = setInterval(() => check(), ms);
});

sample({ clock: tokenChecksStarted, source: $tokenCheckMs, target: scheduleTokenChecksFx });
sample({ clock: $tokenCheckMs, filter: $checksRunning, target: scheduleTokenChecksFx });

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
