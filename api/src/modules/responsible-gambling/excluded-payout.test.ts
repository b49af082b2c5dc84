/**
 * The excluded player's withdrawal, with the credentials, against the real database and ledger:
 * the cash (never the bonus) leaves through the cashier's withdrawal (held in pending payouts,
 * waiting for the operator); a wrong password counts toward the login's lock; a player without an
 * exclusion is refused; racing requests never overdraw; the answer grants nothing another route
 * would accept.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { reconcileLedger } from '../audit/reconcile';
import { bearer, cashOf, createTestContext, type TestContext } from '../../test/harness';
import { ProviderDouble } from '../../test/payment-provider-double';
import { gamePlayer, rg } from '../../test/rg-kit';
import { DAY, timeMachine, type TimeMachine } from '../../test/time-travel';
import { transfer } from '../wallet/service';

const TND = 1000;
const PASSWORD = 'secret1234';
let t: TestContext;
let time: TimeMachine;
const konnect = new ProviderDouble('konnect');

beforeAll(async () => {
  t = await createTestContext(
    { loginMaxFailuresPerUsername: 10, loginLockBaseSeconds: 60, loginRateLimitPerMinute: 1000 },
    20,
    { paymentAdapters: { konnect }, now: () => new Date() },
  );
  time = timeMachine(t.database);
});
afterAll(async () => {
  await time.close();
  await t.close();
});

const post = async (path: string, payload: object, headers: Record<string, string> = {}) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/responsible-gambling/exclusion/${path}`,
    payload,
    headers,
  });
  return { status: answer.statusCode, body: answer.json(), headers: answer.headers };
};
const cashier = (username: string, password = PASSWORD) => post('cashier', { username, password });
const withdraw = (username: string, amount: number, password = PASSWORD) =>
  post('withdrawals', { username, password, method: 'konnect', amount, account: '22123456' });

async function excluded(name: string, cash: number, duration = '6m') {
  const p = await gamePlayer(t, name, cash);
  expect((await rg(t, p.session).exclude(duration)).status).toBe(200);
  return p;
}

/** What the player's withdrawals hold in the house's pending-payouts account. */
async function heldForPayout(playerId: number): Promise<number> {
  const { rows } = await t.db.query<{ held: number }>(
    `SELECT coalesce(sum(amount), 0)::int AS held FROM payment_withdrawals
      WHERE player_id = $1 AND status = 'requested'`,
    [playerId],
  );
  return rows[0]!.held;
}

describe('withdrawing while excluded', () => {
  it('answers the cash, the methods and the exclusion, and withdraws through the cashier', async () => {
    const p = await excluded('out-cash', 120 * TND);
    await transfer(t.db, {
      source: 'test',
      reference: 'out-cash-bonus',
      kind: 'cashback',
      playerId: p.id,
      from: 'house:bonus',
      to: 'bonus',
      amount: 40 * TND,
    });
    const options = await cashier('out-cash');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      exclusion: { kind: 'self_exclusion', end_requestable: false, end_effective_at: null },
      withdrawable: 120 * TND,
      withdrawals: [],
    });
    expect(options.body.methods.map((m: { method: string }) => m.method)).toEqual(['konnect']);

    // Cash plus bonus is more than the cash: refused, with what may leave.
    const tooMuch = await withdraw('out-cash', 150 * TND);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({ code: 'not_withdrawable', limit: 120 * TND });

    const asked = await withdraw('out-cash', 100 * TND);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'requested', amount: 100 * TND, method: 'konnect' });
    expect(await cashOf(t.db, p.id)).toBe(20 * TND);
    const after = await cashier('out-cash');
    expect(after.body.withdrawable).toBe(20 * TND);
    expect(after.body.withdrawals).toEqual([asked.body]);
    // The bonus stays where it was: never withdrawable, even what is left of the cash aside.
    expect((await withdraw('out-cash', 21 * TND)).body.code).toBe('not_withdrawable');
    const { rows } = await t.db.query(
      `SELECT status, player_id::int AS player_id, amount FROM payment_withdrawals WHERE id = $1`,
      [asked.body.id],
    );
    expect(rows).toEqual([{ status: 'requested', player_id: p.id, amount: 100 * TND }]);
  });

  it("keeps the cashier's limits: below the method's minimum is refused", async () => {
    const p = await excluded('out-small', 50 * TND);
    const small = await withdraw('out-small', 1);
    expect(small.status).toBe(422);
    expect(await cashOf(t.db, p.id)).toBe(50 * TND);
  });

  it('says when the end of a self-exclusion can be asked, and when it was asked, when it ends', async () => {
    await excluded('out-returning', 10 * TND);
    await time.travel(184 * DAY);
    expect((await cashier('out-returning')).body.exclusion.end_requestable).toBe(true);
    const ended = await post('end-request', { username: 'out-returning', password: PASSWORD });
    expect(ended.status).toBe(200);
    const answer = (await cashier('out-returning')).body.exclusion;
    expect(answer).toMatchObject({
      end_requestable: false,
      end_effective_at: ended.body.end_effective_at,
    });
  });

  it('never overdraws under racing requests', async () => {
    const p = await excluded('out-race', 100 * TND, '7d');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => withdraw('out-race', 30 * TND)),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(5);
    expect(await cashOf(t.db, p.id)).toBe(10 * TND);
    expect(await heldForPayout(p.id)).toBe(90 * TND);
    const audit = await reconcileLedger(t.db);
    expect(audit.checks.filter((c) => c.breaks > 0)).toEqual([]);
  });
});

describe('an attacker', () => {
  it("with a wrong password gets 401, then the login's lock, which the login shares", async () => {
    const p = await excluded('out-guessed', 30 * TND);
    for (let i = 0; i < 10; i++)
      expect((await withdraw('out-guessed', TND, 'guess-' + i)).status).toBe(401);
    const locked = await withdraw('out-guessed', TND, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await cashier('out-guessed')).status).toBe(429);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'out-guessed', password: PASSWORD },
    });
    expect(login.statusCode).toBe(429);
    expect(await cashOf(t.db, p.id)).toBe(30 * TND);
  });

  it("with a player's credentials who is not excluded gets 409: log in instead", async () => {
    const p = await gamePlayer(t, 'out-free', 40 * TND);
    const refused = await withdraw('out-free', 10 * TND);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('not_excluded');
    expect((await cashier('out-free')).body.code).toBe('not_excluded');
    expect(await cashOf(t.db, p.id)).toBe(40 * TND);
  });

  it('gets no token nor cookie, and cannot name another player or use a bearer token', async () => {
    const p = await excluded('out-nothing', 30 * TND);
    const victim = await excluded('out-victim', 30 * TND);
    const options = await cashier('out-nothing');
    expect(options.headers['set-cookie']).toBeUndefined();
    expect(JSON.stringify(options.body)).not.toMatch(/token/i);
    const withdrawn = await withdraw('out-nothing', 10 * TND);
    expect(withdrawn.headers['set-cookie']).toBeUndefined();
    expect(Object.keys(withdrawn.body).sort()).toEqual([
      'account',
      'amount',
      'created_at',
      'id',
      'method',
      'reason',
      'settled_at',
      'status',
    ]);
    // The player's old session ended at the exclusion: the cashier's own route refuses it.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/payments/withdrawals',
      headers: bearer(p.session),
      payload: { method: 'konnect', amount: 5 * TND, account: '22123456' },
    });
    expect(old.statusCode).toBe(401);
    // A player id in the body is not a field: dropped, the credentials' own player pays.
    const named = await post('withdrawals', {
      username: 'out-nothing',
      password: PASSWORD,
      player_id: victim.id,
      method: 'konnect',
      amount: 10 * TND,
      account: '22123456',
    });
    expect(named.status).toBe(200);
    // A bearer token without the credentials is no way in.
    const tokenOnly = await post(
      'withdrawals',
      { method: 'konnect', amount: 5 * TND, account: '22123456' },
      bearer(victim.session),
    );
    expect(tokenOnly.status).toBe(400);
    expect(await cashOf(t.db, victim.id)).toBe(30 * TND);
    expect(await cashOf(t.db, p.id)).toBe(10 * TND);
  });
});
