/**
 * A round part that got a win cannot have its bets rolled back, a win of 0 that leaves the round
 * open included: the provider has declared the outcome, and cancelling the round then would turn
 * its later closing win into a 409 and hand the stake back for a round that was played.
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

let t: TestContext;
let playerId: number;
let token: string;

const post = (action: string, body: unknown) => signedPost(t.app, t.config, 'studio', action, body);

beforeAll(async () => {
  t = await createTestContext({}, 2);
  playerId = await addPlayer(t.db, 'roller', 50_000);
  const session = await loginToken(t.app, 'roller');
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  expect((await post('authenticate', { token })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('rollback after a zero win that leaves the round open', () => {
  it('is refused with round_settled, moves nothing, and the closing win still settles', async () => {
    const bet = await post('bet', { token, round: 'r-zero', reference: 'b-zero', amount: 2_000 });
    expect(bet.statusCode).toBe(200);
    const zero = await post('win', {
      token,
      round: 'r-zero',
      reference: 'w-zero-1',
      amount: 0,
      close_round: false,
    });
    expect(zero.statusCode).toBe(200);
    const cash = await cashOf(t.db, playerId);
    const movements = await ledgerCount(t.db);

    const rollback = await post('rollback', { token, reference: 'b-zero' });
    expect(rollback.statusCode).toBe(409);
    expect(rollback.json()).toMatchObject({ status: 'round_settled', balance: cash });
    expect(await cashOf(t.db, playerId)).toBe(cash);
    expect(await ledgerCount(t.db)).toBe(movements);

    const closing = await post('win', {
      token,
      round: 'r-zero',
      reference: 'w-zero-2',
      amount: 3_000,
    });
    expect(closing.statusCode).toBe(200);
    expect(await cashOf(t.db, playerId)).toBe(cash + 3_000);
    const round = await t.db.query(
      `SELECT bet_total, win_total, status FROM game_rounds WHERE round_ref = 'r-zero'`,
    );
    expect(round.rows).toEqual([{ bet_total: 2_000, win_total: 3_000, status: 'closed' }]);
  });

  it('still refunds a bet whose round got no win at all', async () => {
    await post('bet', { token, round: 'r-none', reference: 'b-none', amount: 1_500 });
    const cash = await cashOf(t.db, playerId);
    const rollback = await post('rollback', { token, reference: 'b-none' });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ rolled_back: 1_500, balance: cash + 1_500 });
  });
});
