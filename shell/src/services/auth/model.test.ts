import { ApiError } from '@casino/shared/api';
import type { PlayerUser } from '@casino/shared/events';
import { beforeAll, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import i18next from 'i18next';
import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { announceLoginFx, loginSucceeded } from './model';
import {
  $loginDisabled,
  $loginError,
  $pendingFollowUp,
  announceAuthFx,
  loginFx,
  loginRequired,
  loginSubmitted,
  logoutFx,
  logoutRequested,
  passwordChanged,
  sessionEnded,
  unauthorized,
  unauthorizedReported,
  usernameChanged,
} from './model';
import { showToastFx } from '../toast/model';
import { navigateFx } from '../navigation/model';
import { $token, $tokenPresent, removeTokenFx, saveTokenFx } from '../token/model';
import { $user } from '../user/model';
import { millimes } from '@casino/shared/format';

const user: PlayerUser = {
  id: 1,
  sur_id: 'TN000001',
  username: 'demo',
  name: 'Demo',
  surname: 'Player',
  currency: 'TND',
  balance: millimes(250000),
  bounse: millimes(12500),
  diamond_bet: millimes(0),
  silver_bet: millimes(0),
  golden_bet: millimes(0),
  jackpot_state: false,
  jackpot_name: null,
  jackpot_amount: null,
};

function scope(handlers: Array<[unknown, (...args: never[]) => unknown]> = []) {
  return fork({
    handlers: [
      [saveTokenFx, () => {}],
      [removeTokenFx, () => {}],
      [announceAuthFx, () => {}],
      [announceLoginFx, () => {}],
      [navigateFx, () => {}],
      ...handlers,
    ] as never,
  });
}

describe('login', () => {
  it('keeps the button disabled while a field is empty', async () => {
    const s = scope();
    expect(s.getState($loginDisabled)).toBe(true);
    await allSettled(usernameChanged, { scope: s, params: 'demo' });
    expect(s.getState($loginDisabled)).toBe(true);
    await allSettled(passwordChanged, { scope: s, params: 'demo1234' });
    expect(s.getState($loginDisabled)).toBe(false);
  });

  it('stores token and user on success and hands back the follow-up', async () => {
    const succeeded: unknown[] = [];
    const s = scope([[loginFx, async () => ({ token: 'abc', user })]]);
    await allSettled(loginRequired, {
      scope: s,
      params: { isFullPage: false, then: { action: 'toggle-favourite', gameId: 12 } },
    });
    await allSettled(usernameChanged, { scope: s, params: 'demo' });
    await allSettled(passwordChanged, { scope: s, params: 'demo1234' });
    loginSucceeded.watch((payload) => succeeded.push(payload));
    await allSettled(loginSubmitted, { scope: s, params: 'modal' });
    expect(s.getState($token)).toBe('abc');
    expect(s.getState($user)).toEqual(user);
    expect(succeeded).toEqual([
      { surface: 'modal', then: { action: 'toggle-favourite', gameId: 12 } },
    ]);
    expect(s.getState($pendingFollowUp)).toBeNull();
  });

  it('shows the error field of a failed login and sends nothing while disabled', async () => {
    let calls = 0;
    const s = scope([
      [
        loginFx,
        async () => {
          calls += 1;
          throw new ApiError('Invalid username or password', 401, {
            error: 'Invalid username or password',
          });
        },
      ],
    ]);
    await allSettled(loginSubmitted, { scope: s, params: 'page' });
    expect(calls).toBe(0);
    await allSettled(usernameChanged, { scope: s, params: 'demo' });
    await allSettled(passwordChanged, { scope: s, params: 'wrong' });
    await allSettled(loginSubmitted, { scope: s, params: 'page' });
    expect(calls).toBe(1);
    expect(s.getState($loginError)).toBe('Invalid username or password');
    expect(s.getState($tokenPresent)).toBe(false);
  });
});

describe('logout and 401', () => {
  it('a logout clears the token and the user and goes to /', async () => {
    const navigations: unknown[] = [];
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [logoutFx, async () => ({})],
        [removeTokenFx, () => {}],
        [announceAuthFx, () => {}],
        [navigateFx, (request: unknown) => navigations.push(request)],
      ],
    });
    await allSettled(logoutRequested, { scope: s });
    expect(s.getState($token)).toBeNull();
    expect(s.getState($user)).toBeNull();
    expect(navigations).toContainEqual({ to: '/' });
  });

  it('a session the server already ended (shell:end-session): token gone, /login, no logout call', async () => {
    const steps: string[] = [];
    let logoutCalls = 0;
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [logoutFx, async () => void logoutCalls++],
        [removeTokenFx, () => {}],
        [announceAuthFx, () => {}],
        [
          navigateFx,
          (request: { to: string; replace?: boolean }) =>
            // What the guards would see at that moment: the token must already be gone.
            steps.push(`${request.to} replace=${request.replace} token=${s.getState($token)}`),
        ],
        [showToastFx, () => steps.push('toast')],
      ],
    });
    await allSettled(sessionEnded, { scope: s, params: { reason: 'password-changed' } });
    expect(steps).toEqual(['/login replace=true token=null']);
    expect(s.getState($tokenPresent)).toBe(false);
    expect(s.getState($user)).toBeNull();
    expect(logoutCalls).toBe(0);
  });

  it('a 401 drops the token at once and tells the remotes', async () => {
    const announced: unknown[] = [];
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [removeTokenFx, () => {}],
        [navigateFx, () => {}],
        [announceAuthFx, (payload: unknown) => announced.push(payload)],
      ],
    });
    await allSettled(unauthorized, { scope: s });
    expect(s.getState($tokenPresent)).toBe(false);
    expect(announced.at(-1)).toEqual({ tokenPresent: false, user: null });
  });

  describe('a logout the server refuses', () => {
    beforeAll(async () => {
      await i18next.init({
        lng: 'ar',
        ns: ['shell'],
        resources: { fr: { shell: fr }, en: { shell: en }, ar: { shell: ar } },
      });
    });

    function loggedInScope(logoutAnswer: () => Promise<unknown>) {
      const log = {
        navigations: [] as unknown[],
        toasts: [] as unknown[],
        unauthorized: 0,
        announced: [] as unknown[],
      };
      unauthorized.watch(() => (log.unauthorized += 1));
      const s = fork({
        values: [
          [$token, 'abc'],
          [$user, user],
        ],
        handlers: [
          // The real logoutFx runs; only the HTTP call under it is replaced.
          [removeTokenFx, () => {}],
          [announceAuthFx, (payload: unknown) => log.announced.push(payload)],
          [navigateFx, (request: unknown) => log.navigations.push(request)],
          [showToastFx, (request: unknown) => log.toasts.push(request)],
        ],
      });
      return { s, log, logoutAnswer };
    }

    it('401 (the session was already revoked, e.g. after a password change): logged out quietly', async () => {
      const { s, log } = loggedInScope(async () => undefined);
      const fetchMock = rs
        .spyOn(globalThis, 'fetch')
        .mockResolvedValue(
          new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401 }),
        );
      const { bus } = await import('@casino/shared/events');
      const off = bus.on('auth:unauthorized', (payload) => unauthorizedReported(payload));
      try {
        await allSettled(logoutRequested, { scope: s });
      } finally {
        off?.();
        fetchMock.mockRestore();
      }
      expect(s.getState($tokenPresent)).toBe(false);
      expect(s.getState($user)).toBeNull();
      expect(log.navigations).toEqual([{ to: '/' }]);
      expect(log.toasts).toEqual([]); // no error shown
      expect(log.unauthorized).toBe(0); // not treated as a lost session (no guard redirect)
    });

    it('a 401 of another request while the logout runs is part of the logout, not a lost session', async () => {
      const { s, log } = loggedInScope(async () => undefined);
      let answerLogout: (response: Response) => void = () => undefined;
      const fetchMock = rs
        .spyOn(globalThis, 'fetch')
        .mockReturnValue(new Promise<Response>((resolve) => (answerLogout = resolve)));
      try {
        const logout = allSettled(logoutRequested, { scope: s });
        for (let turn = 0; turn < 100 && fetchMock.mock.calls.length === 0; turn++)
          await new Promise((resolve) => setTimeout(resolve, 0));
        // The server revoked the session first (a time-out): a poll answers 401 meanwhile.
        const reported = allSettled(unauthorizedReported, {
          scope: s,
          params: { path: '/responsible-gambling/session' },
        });
        answerLogout(new Response(JSON.stringify({ error: 'Unauthorized' }), { status: 401 }));
        await Promise.all([logout, reported]);
      } finally {
        fetchMock.mockRestore();
      }
      expect(log.unauthorized).toBe(0);
      expect(log.navigations).toEqual([{ to: '/' }]);
    });

    it('500 or no network: still logged out here, and a translated error toast says so', async () => {
      for (const failure of [
        () => Promise.resolve(new Response('{"message":"boom"}', { status: 500 })),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ]) {
        const { s, log } = loggedInScope(async () => undefined);
        const fetchMock = rs.spyOn(globalThis, 'fetch').mockImplementation(failure);
        try {
          await allSettled(logoutRequested, { scope: s });
        } finally {
          fetchMock.mockRestore();
        }
        expect(s.getState($tokenPresent)).toBe(false);
        expect(s.getState($user)).toBeNull();
        expect(log.navigations).toEqual([{ to: '/' }]);
        expect(log.toasts).toHaveLength(1);
        expect(log.toasts[0]).toMatchObject({ kind: 'error', message: ar.errors.logoutFailed });
      }
    });

    it('the logout error exists in fr, en and ar', () => {
      for (const locale of [fr, en, ar]) expect(locale.errors.logoutFailed).toMatch(/\S/);
    });

    it('a 401 from any other call is a lost session', async () => {
      const { s, log } = loggedInScope(async () => undefined);
      await allSettled(unauthorizedReported, { scope: s, params: { path: '/UserDetails' } });
      expect(log.unauthorized).toBe(1);
      expect(s.getState($tokenPresent)).toBe(false);
    });
  });
});
