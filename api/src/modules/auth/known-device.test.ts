/**
 * A stranger who guesses a username and locks it does not keep its owner out of a browser the
 * owner has logged in from before, from any address; the device token helps no one else.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { LightMyRequestResponse } from 'fastify';
import { addPlayer, bearer, createTestContext, type TestContext } from '../../test/harness';

const PASSWORD = 'secret1234';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    loginMaxFailuresPerUsername: 5,
    loginMaxFailuresPerAddress: 1_000,
    loginLockBaseSeconds: 600,
    loginLockMaxMinutes: 60,
    loginRateLimitPerMinute: 100_000,
  });
  for (const name of ['owner', 'stranger', 'changer', 'guarded'])
    await addPlayer(t.db, name, 0, PASSWORD);
});
afterAll(() => t.close());

function login(
  username: string,
  password: string,
  from: string,
  device?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: from,
    headers: device ? { cookie: `theme=dark; casino_device=${device}` } : {},
  });
}

function deviceOf(response: LightMyRequestResponse): string {
  const cookie = String(response.headers['set-cookie']);
  return /casino_device=([A-Za-z0-9_-]{43});/.exec(cookie)![1]!;
}

/** Strangers from many addresses spend the username's guesses: it is locked. */
async function lockOut(username: string): Promise<void> {
  for (let i = 0; i < 6; i += 1) await login(username, 'wrong-guess', `198.51.100.${i + 1}`);
  const fromNowhere = await login(username, PASSWORD, '203.0.113.250');
  expect(fromNowhere.statusCode).toBe(429);
}

describe('known-device cookie', () => {
  it('is set at login, HttpOnly, Secure, SameSite=Strict, for the API only', async () => {
    const response = await login('owner', PASSWORD, '10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^casino_device=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api; HttpOnly; Secure; SameSite=Strict$/,
    );
  });

  it('lets the owner in from a new address while strangers keep the username locked', async () => {
    const device = deviceOf(await login('owner', PASSWORD, '10.0.0.1'));
    await lockOut('owner');
    const travelling = await login('owner', PASSWORD, '192.0.2.77', device);
    expect(travelling.statusCode).toBe(200);
    // Still locked for everyone else.
    expect((await login('owner', PASSWORD, '203.0.113.251')).statusCode).toBe(429);
  });

  it("helps no one else: another player's token or a forged one meets the lock", async () => {
    const strangersOwn = deviceOf(await login('stranger', PASSWORD, '198.51.100.9'));
    await lockOut('guarded');
    expect((await login('guarded', PASSWORD, '198.51.100.9', strangersOwn)).statusCode).toBe(429);
    expect((await login('guarded', PASSWORD, '198.51.100.9', 'A'.repeat(43))).statusCode).toBe(429);
  });

  it('a stolen token gets no more guesses than a known address: the pair locks', async () => {
    const device = deviceOf(await login('stranger', PASSWORD, '10.0.0.2'));
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1)
      answers.push((await login('stranger', 'not-it', `192.0.2.${i + 1}`, device)).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('a password change forgets the devices trusted for the old password', async () => {
    const first = await login('changer', PASSWORD, '10.0.0.3');
    const device = deviceOf(first);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/ResetPassword',
      remoteAddress: '10.0.0.3',
      headers: { ...bearer(first.json().token), cookie: `casino_device=${device}` },
      payload: {
        oldPassword: PASSWORD,
        newPassword: 'a-new-passphrase-9',
        repeatPassword: 'a-new-passphrase-9',
      },
    });
    expect(changed.statusCode).toBe(200);
    for (let i = 0; i < 6; i += 1) await login('changer', 'wrong-guess', `198.51.100.${i + 20}`);
    expect((await login('changer', 'a-new-passphrase-9', '192.0.2.99', device)).statusCode).toBe(
      429,
    );
  });
});
