import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';
import { awardJackpot } from '../jackpot/service';
import { setPlayerBlocked } from '../players/service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ loginMaxFailuresPerUsername: 3 });
  await addPlayer(t.db, 'alice', 50_000);
  await addPlayer(t.db, 'bob');
  await addPlayer(t.db, 'carol');
  await addPlayer(t.db, 'dave');
  await addPlayer(t.db, 'erin');
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers });

describe('login', () => {
  it('answers the user in millimes and a bearer token', async () => {
    const response = await login('Alice', 'secret1234');
    expect(response.statusCode).toBe(200);
    const { user, token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      username: 'alice',
      balance: 50_000,
      bounse: 0,
      currency: 'TND',
      jackpot_state: false,
    });
    expect(user.sur_id).toMatch(/^TN\d{6}$/);
  });

  it('refuses a wrong password with an error field, in the requested language', async () => {
    const response = await login('bob', 'wrong-password', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it('refuses missing fields, wrong types and injection strings with a 4xx and a message', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'bob' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('password');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 12, password: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
    const injection = await login("' OR 1=1 --", "' OR '1'='1");
    expect(injection.statusCode).toBe(401);
    const script = await login('<script>alert(1)</script>', 'x');
    expect(script.statusCode).toBe(401);
    expect(script.body).not.toContain('<script>');
    const huge = await login('a'.repeat(5000), 'x');
    expect(huge.statusCode).toBe(400);
  });

  it('locks a username after repeated failures, even for the right password, with a clear message', async () => {
    for (let i = 0; i < 3; i++) expect((await login('carol', 'nope')).statusCode).toBe(401);
    const locked = await login('carol', 'secret1234');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/Too many failed login attempts/);
    // Another user from the same address is not affected.
    expect((await login('dave', 'secret1234')).statusCode).toBe(200);
  });

  it('refuses a blocked player', async () => {
    const token = await loginToken(t.app, 'erin');
    await setPlayerBlocked(t.db, 'erin', true);
    expect((await login('erin', 'secret1234')).statusCode).toBe(403);
    const details = await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) });
    expect(details.statusCode).toBe(401);
    await setPlayerBlocked(t.db, 'erin', false);
    expect((await login('erin', 'secret1234')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers 401 without, with a malformed, or with an unknown token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('x'.repeat(43)),
    ]) {
      const response = await t.app.inject({ url: '/api/UserDetails', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
  });

  it('logout revokes the token', async () => {
    const token = await loginToken(t.app, 'bob');
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('an expired session is a 401', async () => {
    const token = await loginToken(t.app, 'bob');
    await t.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('delivers a jackpot popup once through UserDetails', async () => {
    const token = await loginToken(t.app, 'dave');
    const dave = (await t.db.query(`SELECT id FROM players WHERE username = 'dave'`)).rows[0].id;
    await awardJackpot(t.db, Number(dave), 'Golden', 5_000, 'jp-dave');
    const first = (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).json();
    expect(first).toMatchObject({
      jackpot_state: true,
      jackpot_name: 'Golden_Prize',
      jackpot_amount: 5_000,
      balance: 5_000,
    });
    const second = (await t.app.inject({ url: '/api/UserDetails', headers: bearer(token) })).json();
    expect(second.jackpot_state).toBe(false);
  });
});

describe('ResetPassword', () => {
  const reset = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ResetPassword',
      headers: bearer(token),
      payload: body as object,
    });

  it('refuses a mismatch with its own message and a wrong old password clearly; changes nothing', async () => {
    const token = await loginToken(t.app, 'alice');
    const mismatch = await reset(token, {
      oldPassword: 'secret1234',
      newPassword: 'new-pass-1',
      repeatPassword: 'new-pass-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('New password and repeat password do not match!');
    const wrongOld = await reset(token, {
      oldPassword: 'nope',
      newPassword: 'new-pass-1',
      repeatPassword: 'new-pass-1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('The old password is incorrect.');
    const missing = await reset(token, { oldPassword: 'secret1234' });
    expect(missing.statusCode).toBe(400);
    expect((await login('alice', 'secret1234')).statusCode).toBe(200);
  });

  it('changes the password and ends every session', async () => {
    const token = await loginToken(t.app, 'alice');
    const other = await loginToken(t.app, 'alice');
    const response = await reset(token, {
      oldPassword: 'secret1234',
      newPassword: 'brand-new-1',
      repeatPassword: 'brand-new-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password reset successfully. Please log in again.');
    expect(
      (await t.app.inject({ url: '/api/UserDetails', headers: bearer(other) })).statusCode,
    ).toBe(401);
    expect((await login('alice', 'secret1234')).statusCode).toBe(401);
    expect((await login('alice', 'brand-new-1')).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/ResetPassword', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});
