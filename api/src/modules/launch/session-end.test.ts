/**
 * A game page left open after the player logged out (a shared computer, the browser's history)
 * spends nothing more: the login's end ends its game and sportsbook sessions at once. New bets and
 * balance reads are refused with `session_ended`, launch and sport tokens issued before can no
 * longer be redeemed, and rounds already open still settle.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  ledgerCount,
  loginToken,
  signedPost,
  type TestContext,
} from '../../test/harness';
import { revokeSessions } from '../players/service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, 4);
});
afterAll(() => t.close());

const post = (action: string, body: unknown, provider = 'studio') =>
  signedPost(t.app, t.config, provider, action, body);

async function launchToken(login: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(login),
    payload: { game_id: 1001, provider: 37 },
  });
  return new URL(started.json().url, 'http://x').searchParams.get('token')!;
}

async function sportToken(login: string): Promise<string> {
  return (await t.app.inject({ url: '/api/sport?lang=fr', headers: bearer(login) })).json().token;
}

/** A game opened and redeemed from this login session. */
async function openGame(login: string): Promise<string> {
  const token = await launchToken(login);
  expect((await post('authenticate', { token })).statusCode).toBe(200);
  return token;
}

describe('logout', () => {
  it('refuses new bets and balance reads of its games; open rounds still settle', async () => {
    const playerId = await addPlayer(t.db, 'leaver', 50_000);
    const login = await loginToken(t.app, 'leaver');
    const game = await openGame(login);
    const sport = await sportToken(login);
    expect((await post('authenticate', { token: sport }, 'sportsbook')).statusCode).toBe(200);
    for (const reference of ['b-open-1', 'b-open-2'])
      await post('bet', { token: game, round: reference, reference, amount: 1_000 });
    const unredeemed = await launchToken(login);
    const unredeemedSport = await sportToken(login);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(login) }))
        .statusCode,
    ).toBe(200);
    const cash = await cashOf(t.db, playerId);
    const movements = await ledgerCount(t.db);

    for (const [token, provider] of [
      [game, 'studio'],
      [sport, 'sportsbook'],
    ] as const) {
      const bet = await post(
        'bet',
        { token, round: 'r-late', reference: `late-${provider}`, amount: 500 },
        provider,
      );
      expect(bet.statusCode).toBe(401);
      expect(bet.json()).toMatchObject({ status: 'session_ended' });
      const balance = await post('balance', { token }, provider);
      expect(balance.statusCode).toBe(401);
      expect(balance.json()).toMatchObject({ status: 'session_ended' });
      expect(balance.json().balance).toBeUndefined();
    }
    expect(await cashOf(t.db, playerId)).toBe(cash);
    expect(await ledgerCount(t.db)).toBe(movements);

    const win = await post('win', {
      token: game,
      round: 'b-open-1',
      reference: 'w-open-1',
      amount: 3_000,
    });
    expect(win.statusCode).toBe(200);
    const rollback = await post('rollback', { token: game, reference: 'b-open-2' });
    expect(rollback.statusCode).toBe(200);
    expect(await cashOf(t.db, playerId)).toBe(cash + 3_000 + 1_000);

    expect((await post('authenticate', { token: unredeemed })).statusCode).toBe(401);
    expect((await post('authenticate', { token: unredeemedSport }, 'sportsbook')).statusCode).toBe(
      401,
    );
  });

  it("ends only the games of the login that logged out, not those of the player's other device", async () => {
    await addPlayer(t.db, 'twodevices', 10_000);
    const phone = await loginToken(t.app, 'twodevices');
    const laptop = await loginToken(t.app, 'twodevices');
    const phoneGame = await openGame(phone);
    const laptopGame = await openGame(laptop);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(phone) });
    const bet = (token: string, reference: string) =>
      post('bet', { token, round: reference, reference, amount: 100 });
    expect((await bet(phoneGame, 'b-phone')).json().status).toBe('session_ended');
    expect((await bet(laptopGame, 'b-laptop')).statusCode).toBe(200);
  });
});

describe('password change and operator revocation', () => {
  it('a password change ends the games of every login of the player', async () => {
    await addPlayer(t.db, 'changer', 10_000);
    const one = await loginToken(t.app, 'changer');
    const two = await loginToken(t.app, 'changer');
    const games = [await openGame(one), await openGame(two)];
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/ResetPassword',
      headers: bearer(one),
      payload: {
        oldPassword: 'secret1234',
        newPassword: 'another-passphrase-7',
        repeatPassword: 'another-passphrase-7',
      },
    });
    expect(changed.statusCode).toBe(200);
    for (const [i, token] of games.entries()) {
      const bet = await post('bet', {
        token,
        round: `r-pw-${i}`,
        reference: `b-pw-${i}`,
        amount: 100,
      });
      expect(bet.json().status).toBe('session_ended');
    }
  });

  it("the operator's revocation ends the player's games and unredeemed tokens", async () => {
    await addPlayer(t.db, 'revoked', 10_000);
    const login = await loginToken(t.app, 'revoked');
    const game = await openGame(login);
    const pending = await launchToken(login);
    expect(await revokeSessions(t.db, 'revoked')).toBe(1);
    const bet = await post('bet', { token: game, round: 'r-op', reference: 'b-op', amount: 100 });
    expect(bet.json().status).toBe('session_ended');
    expect((await post('authenticate', { token: pending })).statusCode).toBe(401);
  });
});
