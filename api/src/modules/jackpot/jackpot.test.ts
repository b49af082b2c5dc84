/**
 * A jackpot is one ledger call (migrations/0010 wallet_award_jackpot): payment, win record and
 * popup flag together or not at all, keyed by the caller's reference.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, cashOf, createTestContext, type TestContext } from '../../test/harness';
import { awardJackpot, type Tier } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function trace(playerId: number) {
  const { rows } = await t.db.query<{
    movements: number;
    wins: number;
    popup: boolean;
    house: number;
  }>(
    `SELECT (SELECT count(*) FROM wallet_transactions WHERE player_id = $1 AND kind = 'jackpot')::int AS movements,
            (SELECT count(*) FROM jackpot_wins WHERE player_id = $1)::int AS wins,
            (SELECT jackpot_state FROM players WHERE id = $1) AS popup,
            (SELECT sum(balance) FROM accounts WHERE code LIKE 'jackpot:%')::bigint AS house`,
    [playerId],
  );
  return { ...rows[0]!, cash: await cashOf(t.db, playerId) };
}

describe('awardJackpot', () => {
  it('pays once for one reference, however often and however concurrently it is retried', async () => {
    const id = await addPlayer(t.db, 'lucky');
    const first = await awardJackpot(t.db, id, 'Golden', 40_000, 'jp-1');
    expect(first).toMatchObject({ status: 'ok', balance: 40_000 });
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => awardJackpot(t.db, id, 'Golden', 40_000, 'jp-1')),
    );
    for (const retry of retries)
      expect(retry).toMatchObject({
        status: 'ok',
        transaction_id: first.transaction_id,
        balance: 40_000,
        replayed: true,
      });
    expect(await trace(id)).toMatchObject({ movements: 1, wins: 1, cash: 40_000 });
  });

  it('pays each of ten concurrent first attempts of one reference once', async () => {
    const id = await addPlayer(t.db, 'lucky2');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => awardJackpot(t.db, id, 'Bronze', 3_000, 'jp-race')),
    );
    expect(new Set(results.map((r) => r.transaction_id)).size).toBe(1);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(await trace(id)).toMatchObject({ movements: 1, wins: 1, cash: 3_000 });
  });

  it('a retry does not raise the popup again once the player has seen it', async () => {
    const id = await addPlayer(t.db, 'lucky3');
    await awardJackpot(t.db, id, 'Silver', 9_000, 'jp-popup');
    await t.db.query('UPDATE players SET jackpot_state = false WHERE id = $1', [id]);
    expect(await awardJackpot(t.db, id, 'Silver', 9_000, 'jp-popup')).toMatchObject({
      status: 'ok',
      replayed: true,
    });
    expect(await trace(id)).toMatchObject({ popup: false, wins: 1, cash: 9_000 });
  });

  it('refuses the same reference for another award, changing nothing', async () => {
    const id = await addPlayer(t.db, 'lucky4');
    await awardJackpot(t.db, id, 'Silver', 1_000, 'jp-conflict');
    const before = await trace(id);
    expect((await awardJackpot(t.db, id, 'Silver', 2_000, 'jp-conflict')).status).toBe(
      'reference_conflict',
    );
    expect((await awardJackpot(t.db, id, 'Diamond', 1_000, 'jp-conflict')).status).toBe(
      'reference_conflict',
    );
    expect(await trace(id)).toEqual(before);
  });

  it('pays nothing when the win cannot be recorded (all or nothing)', async () => {
    const id = await addPlayer(t.db, 'unlucky');
    const before = await trace(id);
    await expect(awardJackpot(t.db, id, 'Platinum' as Tier, 5_000, 'jp-broken')).rejects.toThrow();
    expect(await trace(id)).toEqual(before);
  });
});
