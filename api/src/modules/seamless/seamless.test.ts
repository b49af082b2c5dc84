import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createPool } from '../../db/pool';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  ledgerCount,
  loginToken,
  signedPost,
  signedRequest,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { hashToken } from '../auth/tokens';
import { requestHash } from '../wallet/service';

let t: TestContext;
let playerId: number;
let token: string;

async function launchToken(): Promise<string> {
  const player = await loginToken(t.app, 'sam');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(player),
    payload: { game_id: 1001, provider: 37 },
  });
  return new URL(started.json().url, 'http://x').searchParams.get('token')!;
}

const post = (action: string, body: unknown, options?: { timestamp?: number; secret?: string }) =>
  signedPost(t.app, t.config, 'studio', action, body, options);

/** Every balance and the number of movements: what a refused request must leave as it was. */
async function money(): Promise<{ movements: number; balances: string }> {
  const { rows } = await t.db.query<{ movements: number; balances: string }>(
    `SELECT (SELECT count(*) FROM wallet_transactions)::int AS movements,
            (SELECT string_agg(id || ':' || balance, ',' ORDER BY id) FROM accounts) AS balances`,
  );
  return rows[0]!;
}

beforeAll(async () => {
  t = await createTestContext();
  playerId = await addPlayer(t.db, 'sam', 100_000);
  token = await launchToken();
  expect((await post('authenticate', { token })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('signatures', () => {
  it('refuses unsigned, wrongly signed, stale and unknown-provider calls without touching money', async () => {
    const before = await ledgerCount(t.db);
    const body = { token, round: 'r-sig', reference: 'b-sig', amount: 1000 };
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/studio/bet',
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await post('bet', body, { secret: 'not-the-secret' })).statusCode).toBe(401);
    expect((await post('bet', body, { timestamp: Date.now() - 10 * 60_000 })).statusCode).toBe(401);
    expect((await signedPost(t.app, t.config, 'nobody', 'bet', body)).statusCode).toBe(401);
    expect(await ledgerCount(t.db)).toBe(before);
  });

  it('refuses a captured signed bet replayed to /rollback, moving nothing', async () => {
    const bet = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-cap',
      reference: 'b-cap',
      amount: 4_000,
    });
    expect((await t.app.inject(bet)).statusCode).toBe(200);
    const before = await money();
    const replayed = await t.app.inject({ ...bet, url: '/api/wallet/studio/rollback' });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().status).toBe('invalid_signature');
    expect(await money()).toEqual(before);
  });

  it('refuses a refused 900,000,000-millime bet replayed to /win, moving nothing', async () => {
    expect(
      (await post('bet', { token, round: 'r-big', reference: 'b-big-1', amount: 1_000 }))
        .statusCode,
    ).toBe(200);
    const big = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-big',
      reference: 'b-big-2',
      amount: 900_000_000,
    });
    expect((await t.app.inject(big)).statusCode).toBe(402);
    const before = await money();
    const replayed = await t.app.inject({ ...big, url: '/api/wallet/studio/win' });
    expect(replayed.statusCode).toBe(401);
    expect(await money()).toEqual(before);
  });

  it('refuses an exact replay of an accepted request inside the window, moving nothing', async () => {
    const bet = signedRequest(t.config, 'studio', 'bet', {
      token,
      round: 'r-rep',
      reference: 'b-rep',
      amount: 1_500,
    });
    expect((await t.app.inject(bet)).statusCode).toBe(200);
    const before = await money();
    const again = await t.app.inject(bet);
    expect(again.statusCode).toBe(401);
    expect(again.json().status).toBe('signature_replayed');
    // The same signature spelled in capitals is the same signature.
    const shouted = await t.app.inject({
      ...bet,
      headers: { ...bet.headers, 'x-signature': bet.headers['x-signature'].toUpperCase() },
    });
    expect(shouted.json().status).toBe('signature_replayed');
    // A retry signed afresh gets the first result by reference.
    const retried = await post(
      'bet',
      { token, round: 'r-rep', reference: 'b-rep', amount: 1_500 },
      { timestamp: Date.now() - 1 },
    );
    expect(retried.json()).toMatchObject({ status: 'ok', replayed: true });
    expect(await money()).toEqual(before);
  });

  it('accepts a 29-s-old timestamp and refuses a 31-s-old one, moving nothing', async () => {
    expect(t.config.signatureWindowSeconds).toBe(30);
    const body = { token, round: 'r-old', reference: 'b-old', amount: 1_000 };
    const before = await money();
    const stale = await post('bet', body, { timestamp: Date.now() - 31_000 });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().status).toBe('invalid_signature');
    expect(await money()).toEqual(before);
    expect((await post('bet', body, { timestamp: Date.now() - 29_000 })).statusCode).toBe(200);
  });

  it('refuses a body whose kind is not the action (or is missing) with a 400, moving nothing', async () => {
    await post('bet', { token, round: 'r-kind', reference: 'b-kind', amount: 2_000 });
    const before = await money();
    const cases: Array<[action: string, body: Record<string, unknown>]> = [
      ['win', { kind: 'bet', token, round: 'r-kind', reference: 'w-kind', amount: 2_000 }],
      ['rollback', { kind: 'bet', token, reference: 'b-kind' }],
      ['rollback', { kind: 'win', token, reference: 'b-kind' }],
      ['bet', { kind: 'rollback', token, round: 'r-kind', reference: 'b-kind-2', amount: 1 }],
      ['balance', { kind: 'authenticate', token }],
      ['authenticate', { kind: 'balance', token }],
      ['bet', { kind: undefined, token, round: 'r-kind', reference: 'b-kind-3', amount: 1 }],
      ['win', { kind: 'WIN', token, round: 'r-kind', reference: 'w-kind-2', amount: 1 }],
    ];
    for (const [action, body] of cases) {
      const response = await post(action, body);
      expect({ action, body, status: response.statusCode }).toEqual({ action, body, status: 400 });
      expect(response.json().message).toMatch(/kind/);
    }
    expect(await money()).toEqual(before);
  });
});

describe('authenticate', () => {
  it('redeems a launch token once: player, currency, balance', async () => {
    const fresh = await launchToken();
    const first = await post('authenticate', { token: fresh });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'ok',
      player_id: playerId,
      username: 'sam',
      currency: 'TND',
      game_id: 1001,
    });
    expect((await post('authenticate', { token: fresh })).statusCode).toBe(401);
    expect((await post('authenticate', { token: 'z'.repeat(43) })).statusCode).toBe(401);
  });
});

describe('bet, win, rollback', () => {
  it('debits a bet, credits a win, and answers the balance', async () => {
    const start = await cashOf(t.db, playerId);
    const bet = await post('bet', { token, round: 'r1', reference: 'b1', amount: 2_500 });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toMatchObject({ status: 'ok', balance: start - 2_500 });
    const win = await post('win', { token, round: 'r1', reference: 'w1', amount: 6_000 });
    expect(win.json()).toMatchObject({ status: 'ok', balance: start + 3_500 });
    expect(await cashOf(t.db, playerId)).toBe(start + 3_500);
  });

  it('a repeated reference returns the first result and moves nothing; a different body is refused', async () => {
    const first = await post('bet', { token, round: 'r2', reference: 'b2', amount: 1_000 });
    const balance = await cashOf(t.db, playerId);
    const again = await post('bet', { token, round: 'r2', reference: 'b2', amount: 1_000 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      status: 'ok',
      balance: first.json().balance,
      transaction_id: first.json().transaction_id,
      replayed: true,
    });
    expect(await cashOf(t.db, playerId)).toBe(balance);
    const changed = await post('bet', { token, round: 'r2', reference: 'b2', amount: 9_000 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().status).toBe('reference_conflict');
    expect(await cashOf(t.db, playerId)).toBe(balance);
  });

  it('insufficient funds is answered with the current balance', async () => {
    const balance = await cashOf(t.db, playerId);
    const response = await post('bet', {
      token,
      round: 'r3',
      reference: 'b3',
      amount: balance + 1,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ status: 'insufficient_funds', balance });
    const rounds = await t.db.query(`SELECT 1 FROM game_rounds WHERE round_ref = 'r3'`);
    expect(rounds.rowCount).toBe(0);
  });

  it('a rollback refunds the bet once', async () => {
    await post('bet', { token, round: 'r4', reference: 'b4', amount: 3_000 });
    const before = await cashOf(t.db, playerId);
    const rollback = await post('rollback', { token, reference: 'b4' });
    expect(rollback.json()).toMatchObject({
      status: 'ok',
      balance: before + 3_000,
      rolled_back: 3_000,
    });
    const again = await post('rollback', { token, reference: 'b4' });
    expect(again.json()).toMatchObject({ replayed: true, balance: before + 3_000 });
    expect(await cashOf(t.db, playerId)).toBe(before + 3_000);
  });

  it('a rollback of an unknown bet is recorded, and the late bet is refused', async () => {
    const rollback = await post('rollback', { token, reference: 'b-late' });
    expect(rollback.statusCode).toBe(200);
    const before = await cashOf(t.db, playerId);
    const late = await post('bet', { token, round: 'r-late', reference: 'b-late', amount: 1_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json().status).toBe('bet_cancelled');
    expect(await cashOf(t.db, playerId)).toBe(before);
  });

  it('accepts wins and rollbacks after the launch session expired, but not new bets', async () => {
    await post('bet', { token, round: 'r5', reference: 'b5a', amount: 1_000 });
    await post('bet', { token, round: 'r5', reference: 'b5b', amount: 1_000 });
    await t.db.query(`UPDATE game_sessions SET expires_at = now() - interval '1 second'`);
    const bet = await post('bet', { token, round: 'r5', reference: 'b5c', amount: 1_000 });
    expect(bet.statusCode).toBe(401);
    expect(bet.json().status).toBe('token_expired');
    expect((await post('rollback', { token, reference: 'b5a' })).statusCode).toBe(200);
    expect(
      (await post('win', { token, round: 'r5', reference: 'w5', amount: 4_000 })).statusCode,
    ).toBe(200);
    await t.db.query(`UPDATE game_sessions SET expires_at = now() + interval '1 hour'`);
  });

  it('refuses a win on an unknown or settled round', async () => {
    expect(
      (await post('win', { token, round: 'nope', reference: 'w-nope', amount: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await post('win', { token, round: 'r1', reference: 'w1-again', amount: 1 })).statusCode,
    ).toBe(409);
  });

  it('refuses bad amounts and references with a 400 and changes nothing', async () => {
    const before = await ledgerCount(t.db);
    const cash = await cashOf(t.db, playerId);
    for (const amount of [-100, 0, 1.5, '100', 1e15, null, true]) {
      const response = await post('bet', { token, round: 'r-bad', reference: `b-bad`, amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    for (const reference of [
      "'; DROP TABLE accounts; --",
      '<script>x</script>',
      '',
      'x'.repeat(101),
    ]) {
      expect(
        (await post('bet', { token, round: 'r-bad', reference, amount: 100 })).statusCode,
      ).toBe(400);
    }
    expect((await post('bet', { token, round: 'r-bad', reference: 'b-bad' })).statusCode).toBe(400);
    expect(await ledgerCount(t.db)).toBe(before);
    expect(await cashOf(t.db, playerId)).toBe(cash);
  });
});

describe('rollbacks and round-closing wins (one result, no win without a stake)', () => {
  it('refuses the rollback of a bet whose round already got a win (open or closed), moving nothing', async () => {
    await post('bet', { token, round: 'r-won', reference: 'b-won-1', amount: 2_000 });
    await post('bet', { token, round: 'r-won', reference: 'b-won-2', amount: 3_000 });
    expect(
      (
        await post('win', {
          token,
          round: 'r-won',
          reference: 'w-won-1',
          amount: 4_000,
          close_round: false,
        })
      ).statusCode,
    ).toBe(200);
    const before = await money();
    const open = await post('rollback', { token, reference: 'b-won-1' });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      status: 'round_settled',
      message: expect.stringMatching(/win/),
    });
    expect(
      (await post('win', { token, round: 'r-won', reference: 'w-won-2', amount: 0 })).statusCode,
    ).toBe(200);
    const after = await money();
    const closed = await post('rollback', { token, reference: 'b-won-2' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().status).toBe('round_settled');
    expect(await money()).toEqual(after);
    expect(after.movements).toBe(before.movements + 1);
    const round = await t.db.query(
      `SELECT bet_total, win_total, status FROM game_rounds WHERE round_ref = 'r-won'`,
    );
    expect(round.rows).toEqual([{ bet_total: 5_000, win_total: 4_000, status: 'closed' }]);
  });

  it('a bet whose reference is in the rollback: namespace cannot block the rollback of another bet', async () => {
    const squatter = await post('bet', {
      token,
      round: 'r-ns-1',
      reference: 'rollback:b-ns',
      amount: 1_000,
    });
    expect(squatter.statusCode).toBe(200);
    expect(
      (await post('bet', { token, round: 'r-ns-2', reference: 'b-ns', amount: 2_000 })).statusCode,
    ).toBe(200);
    const cash = await cashOf(t.db, playerId);
    const rollback = await post('rollback', { token, reference: 'b-ns' });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({
      status: 'ok',
      rolled_back: 2_000,
      balance: cash + 2_000,
    });
    // And the squatting bet itself can still be rolled back.
    const own = await post('rollback', { token, reference: 'rollback:b-ns' });
    expect(own.json()).toMatchObject({ status: 'ok', rolled_back: 1_000, balance: cash + 3_000 });
    expect(await cashOf(t.db, playerId)).toBe(cash + 3_000);
  });

  it('a rollback recorded under the old rollback:<bet> key is still found: its retry moves nothing', async () => {
    await post('bet', { token, round: 'r-legacy', reference: 'b-legacy', amount: 2_000 });
    // Written as migrations before 0010 recorded rollbacks (the owner role writes it here).
    const owner = createPool(testDatabaseUrl(t.database, 'owner'), 1);
    const id = (
      await owner.query<{ id: number }>(`SELECT nextval('wallet_transactions_id_seq')::int AS id`)
    ).rows[0]!.id;
    const stored = { status: 'ok', transaction_id: id, balance: 123_456, rolled_back: 2_000 };
    await owner.query(
      `INSERT INTO wallet_transactions (id, source, reference, kind, player_id, amount, request_hash, result)
       VALUES ($1, 'studio', 'rollback:b-legacy', 'rollback', $2, 0, $3, $4)`,
      [
        id,
        playerId,
        requestHash({ op: 'rollback', token: hashToken(token).toString('hex') }),
        stored,
      ],
    );
    await owner.end();
    const before = await money();
    const retry = await post('rollback', { token, reference: 'b-legacy' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ ...stored, replayed: true });
    expect(await money()).toEqual(before);
  });

  it('20 concurrent identical rollbacks all answer 200 with the first result; the refund is made once', async () => {
    for (const [round, others] of [
      ['r-crb-1', 1_000],
      ['r-crb-2', 0],
    ] as const) {
      if (others) await post('bet', { token, round, reference: `${round}-other`, amount: others });
      await post('bet', { token, round, reference: `${round}-bet`, amount: 5_000 });
      const cash = await cashOf(t.db, playerId);
      const movements = await ledgerCount(t.db);
      const now = Date.now();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post('rollback', { token, reference: `${round}-bet` }, { timestamp: now - i }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const ids = new Set(responses.map((r) => r.json().transaction_id));
      expect(ids.size).toBe(1);
      expect(
        responses.every((r) => r.json().balance === cash + 5_000 && r.json().rolled_back === 5_000),
      ).toBe(true);
      expect(await cashOf(t.db, playerId)).toBe(cash + 5_000);
      expect(await ledgerCount(t.db)).toBe(movements + 1);
      const bets = await t.db.query(`SELECT bet_total FROM game_rounds WHERE round_ref = $1`, [
        round,
      ]);
      expect(bets.rows).toEqual([{ bet_total: others }]);
    }
  });

  it('20 concurrent identical round-closing wins all answer 200 with the first result; the win is paid once', async () => {
    await post('bet', { token, round: 'r-cwin', reference: 'b-cwin', amount: 1_000 });
    const cash = await cashOf(t.db, playerId);
    const movements = await ledgerCount(t.db);
    const now = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          'win',
          { token, round: 'r-cwin', reference: 'w-cwin', amount: 7_000 },
          { timestamp: now - i },
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((r) => r.json().transaction_id)).size).toBe(1);
    expect(responses.every((r) => r.json().balance === cash + 7_000)).toBe(true);
    expect(await cashOf(t.db, playerId)).toBe(cash + 7_000);
    expect(await ledgerCount(t.db)).toBe(movements + 1);
  });
});

describe('balance', () => {
  it('answers the cash balance of the session', async () => {
    const response = await post('balance', { token });
    expect(response.json()).toMatchObject({
      status: 'ok',
      balance: await cashOf(t.db, playerId),
      currency: 'TND',
    });
  });
});
