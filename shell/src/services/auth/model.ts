/**
 * Login, logout and the 401 rule (any 401 drops the token), and `auth:changed` for the remotes.
 * A login asked for by a remote carries a follow-up (`then`) that is handed back in
 * `auth:login-succeeded` once the player is in.
 */
import { ApiError, apiRequest, closeSession, type LoginResponse } from '@casino/shared/api';
import { bus, type EventMap, type FollowUp } from '@casino/shared/events';
import { formatDateTime } from '@casino/shared/format';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { navigateFx } from '../navigation/model';
import { toastRequested } from '../toast/model';
import { $tokenPresent, tokenDropped, tokenReceived } from '../token/model';
import { $user, userReceived } from '../user/model';

export type LoginSurface = 'page' | 'modal';

export interface LoginCredentials {
  username: string;
  password: string;
}

export const usernameChanged = createEvent<string>();
export const passwordChanged = createEvent<string>();
export const loginSubmitted = createEvent<LoginSurface>();
export const loginFormReset = createEvent();
export const loginRequired = createEvent<EventMap['auth:require-login']>();
export const loginSucceeded = createEvent<{ surface: LoginSurface; then?: FollowUp }>();
export const logoutRequested = createEvent();
/** A 401 the API client reported (`auth:unauthorized`), with the path that answered it. */
export const unauthorizedReported = createEvent<EventMap['auth:unauthorized']>();
/** A 401 that means the session is gone (any path but the logout itself). */
export const unauthorized = createEvent();
/** The player is logged out here, whatever the server said (see logoutFx). */
export const loggedOut = createEvent();
/**
 * A remote says the server has already ended the session (`shell:end-session`, e.g. a password
 * change revokes every token): nothing to ask the server, so no logout call to answer 401.
 */
export const sessionEnded = createEvent<EventMap['shell:end-session']>();

export const LOGOUT_PATH = '/logout';

export const loginFx = createEffect(
  ({ credentials }: { credentials: LoginCredentials; surface: LoginSurface }) =>
    apiRequest<LoginResponse>('/login', { method: 'POST', body: credentials }),
);
/**
 * POST /logout. A 401 means the server has already ended the session (e.g. a password change
 * revokes every token): that is what a logout wants, so it counts as success, quietly. Every
 * other request of the session still running is aborted first, and none starts meanwhile: sent
 * with a token the logout ends, each would come back 401 (a console error, a lost-session
 * handler) once the player has left.
 */
export const logoutFx = createEffect(async (): Promise<void> => {
  closeSession(bus.readToken());
  try {
    await apiRequest<unknown>(LOGOUT_PATH, { method: 'POST', body: {}, endsSession: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
});
export const announceAuthFx = createEffect((payload: EventMap['auth:changed']) =>
  bus.emit('auth:changed', payload),
);
export const announceLoginFx = createEffect((then: FollowUp | undefined) =>
  bus.emit('auth:login-succeeded', then ? { then } : {}),
);

export const $username = createStore('')
  .on(usernameChanged, (_, value) => value)
  .reset(loginFormReset);
export const $password = createStore('')
  .on(passwordChanged, (_, value) => value)
  .reset(loginFormReset);
export const $loginPending = loginFx.pending;
// Arabic keeps Latin digits (Tunisian usage), as the dates of the rest of the site.
const DATE_LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN-u-nu-latn' };

/**
 * What a refused login says. A player in a time-out or self-exclusion (`player_excluded`, with
 * its kind and end) reads the shell's own text with the end as a local date: the API's message
 * carries it as an ISO instant, which reads badly and breaks apart in a right-to-left line.
 * Every other refusal is the API's message.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Server error';
  const body = (error.body ?? {}) as { code?: unknown; exclusion?: unknown; until?: unknown };
  if (body.code !== 'player_excluded') return error.message;
  const until = typeof body.until === 'string' ? body.until : null;
  const kind =
    until === null ? 'permanent' : body.exclusion === 'timeout' ? 'timeout' : 'selfExclusion';
  const locale = DATE_LOCALES[i18next.language] ?? i18next.language;
  return i18next.t(`shell:login.excluded.${kind}`, {
    until: until === null ? '' : formatDateTime(until, locale),
  });
}

/** The login error: the API's message (`message`, else `error`), or an exclusion's own text. */
export const $loginError = createStore<string | null>(null)
  .on(loginFx.failData, (_, error) => loginErrorMessage(error))
  .reset(loginFx, loginFormReset);
/**
 * A login refused by an exclusion: the way out the account's screens offer (withdraw the
 * balance; ask for the end of a self-exclusion when the API says it may be asked), else null.
 */
export const $loginExclusion = createStore<{ endRequestable: boolean } | null>(null)
  .on(loginFx.failData, (_, error) => {
    if (!(error instanceof ApiError)) return null;
    const body = (error.body ?? {}) as { code?: unknown; end_requestable?: unknown };
    return body.code === 'player_excluded'
      ? { endRequestable: body.end_requestable === true }
      : null;
  })
  .reset(loginFx, loginFormReset);
export const $loginDisabled = combine(
  $username,
  $password,
  $loginPending,
  (username, password, pending) => !username.trim() || !password || pending,
);
/** The follow-up of the login that is being asked for, if a remote gave one. */
export const followUpDropped = createEvent();
export const $pendingFollowUp = createStore<FollowUp | null>(null)
  .on(loginRequired, (_, { then }) => then ?? null)
  .reset(followUpDropped, loginSucceeded);

sample({
  clock: loginSubmitted,
  source: { username: $username, password: $password, disabled: $loginDisabled },
  filter: ({ disabled }) => !disabled,
  fn: ({ username, password }, surface) => ({
    credentials: { username: username.trim(), password },
    surface,
  }),
  target: loginFx,
});

sample({ clock: loginFx.doneData, fn: ({ token }) => token, target: tokenReceived });
sample({ clock: loginFx.doneData, fn: ({ user }) => user, target: userReceived });
sample({
  clock: loginFx.done,
  source: $pendingFollowUp,
  fn: (then, { params }) => ({ surface: params.surface, ...(then ? { then } : {}) }),
  target: loginSucceeded,
});
sample({ clock: loginSucceeded, target: loginFormReset });

/** The text of the toast shown when the server could not end the session. */
export function logoutErrorMessage(): string {
  return i18next.t('shell:errors.logoutFailed');
}

sample({ clock: logoutRequested, target: logoutFx });
/*
 * The logout's own 401 is handled by logoutFx (logged out, go to /); treating it as a lost
 * session too would also run the guard's 401 redirect. So are the 401s of other requests while
 * the logout runs: a player who ends their own session (a time-out) has it revoked by the server
 * first, and the logout, not the guard, says where they go.
 */
sample({
  clock: unauthorizedReported,
  source: logoutFx.pending,
  filter: (loggingOut, { path }) => !loggingOut && path !== LOGOUT_PATH,
  fn: () => undefined,
  target: unauthorized,
});
/*
 * Any other failure (500, network) still logs out here: the player asked to leave, and a shared
 * device must not stay signed in because the server hiccuped. The player is told the server may
 * not have ended the session.
 */
sample({ clock: logoutFx.finally, target: loggedOut });
sample({ clock: [loggedOut, unauthorized], target: tokenDropped });
sample({ clock: loggedOut, fn: () => ({ to: '/' }), target: navigateFx });
sample({
  clock: logoutFx.fail,
  fn: () => ({ message: logoutErrorMessage(), kind: 'error' as const }),
  target: toastRequested,
});

/*
 * The token goes first, in the same turn as the navigation: /login is for guests, and a private
 * page left without a token would send the player home on the way. Replacing the entry keeps Back
 * from returning to the page the session ended on; whoever ended it shows its own message.
 */
sample({ clock: sessionEnded, target: tokenDropped });
sample({ clock: sessionEnded, fn: () => ({ to: '/login', replace: true }), target: navigateFx });

/** What the remotes know of the session. */
export const $authState = combine($tokenPresent, $user, (tokenPresent, user) => ({
  tokenPresent,
  user: tokenPresent ? user : null,
}));
export const authAnnounced = createEvent();

sample({ clock: [$authState, authAnnounced], source: $authState, target: announceAuthFx });
