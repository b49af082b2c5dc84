/**
 * Login, logout and the 401 rule (spec §4, §6, §8), and `auth:changed` for the remotes.
 * A login asked for by a remote carries a follow-up (`then`) that is handed back in
 * `auth:login-succeeded` once the player is in.
 */
import { ApiError, apiRequest, type LoginResponse } from '@casino/shared/api';
import { bus, type EventMap, type FollowUp } from '@casino/shared/events';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { navigateFx } from '../navigation/model';
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
export const loginRequired = createEvent<EventMap['auth:login-required']>();
export const loginSucceeded = createEvent<{ surface: LoginSurface; then?: FollowUp }>();
export const logoutRequested = createEvent();
export const unauthorized = createEvent();

export const loginFx = createEffect(
  ({ credentials }: { credentials: LoginCredentials; surface: LoginSurface }) =>
    apiRequest<LoginResponse>('/login', { method: 'POST', body: credentials }),
);
export const logoutFx = createEffect(() => apiRequest<unknown>('/logout', { method: 'POST', body: {} }));
export const announceAuthFx = createEffect((payload: EventMap['auth:changed']) => bus.emit('auth:changed', payload));
export const announceLoginFx = createEffect((then: FollowUp | undefined) =>
  bus.emit('auth:login-succeeded', then ? { then } : {}),
);

export const $username = createStore('').on(usernameChanged, (_, value) => value).reset(loginFormReset);
export const $password = createStore('').on(passwordChanged, (_, value) => value).reset(loginFormReset);
export const $loginPending = loginFx.pending;
/** The login error is the body's `error` field (spec §8), which ApiError already prefers. */
export const $loginError = createStore<string | null>(null)
  .on(loginFx.failData, (_, error) => (error instanceof ApiError ? error.message : 'Server error'))
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
  fn: ({ username, password }, surface) => ({ credentials: { username: username.trim(), password }, surface }),
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

sample({ clock: logoutRequested, target: logoutFx });
sample({ clock: [logoutFx.done, unauthorized], target: tokenDropped });
sample({ clock: logoutFx.done, fn: () => ({ to: '/' }), target: navigateFx });

/** What the remotes know of the session. */
export const $authState = combine($tokenPresent, $user, (tokenPresent, user) => ({
  tokenPresent,
  user: tokenPresent ? user : null,
}));
export const authAnnounced = createEvent();

sample({ clock: [$authState, authAnnounced], source: $authState, target: announceAuthFx });
