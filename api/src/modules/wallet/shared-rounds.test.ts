/**
 * Shared rounds under the group commit and under concurrency, against real PostgreSQL: many
 * players bet into the same provider rounds at once (batched by wallet_bets), then close their
 * own parts while rollbacks race the wins; the ledger's invariants are then read from the tables.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { seededRandom } from '../assets/artwork';
import { openRedeemedSession } from '../launch/repository';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { BetGroupCommit } from './group-commit';
import {
  betGroupCommit,
  placeBet,
  queuedBet,
  rollbackBet,
  settleWin,
  type WalletResult,
} from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, 20);
});
afterAll(() => t.close());

async function player(name: string, cash: number) {
  const id = await addPlayer(t.db, name, cash);
  const { tokenHash } = await openRedeemedSession(t.db, {
    playerId: id,
    provider: 'studio',
    gameId: 1001,
    minutes: 60,
  });
  return { id, tokenHash };
}

/** Runs ops concurrently; answers every result grouped by key (duplicates share a key). */
async function runAll(
  ops: Array<{ key: string; run: () => Promise<WalletResult> }>,
  random: () => number,
) {
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ops[i], ops[j]] = [ops[j]!, ops[i]!];
  }
  const outcomes = await Promise.all(
    ops.map(async (op) => ({ key: op.key, result: await op.run() })),
  );
  const byKey = new Map<string, WalletResult[]>();
  for (const { key, result } of outcomes) byKey.set(key, [...(byKey.get(key) ?? []), result]);
  for (const results of byKey.values()) {
    // Every duplicate got the same answer (a refusal is not recorded: its balance is the live one).
    expect(
      new Set(
        results.map((r) => (r.status === 'ok' ? `ok:${r.transaction_id}:${r.balance}` : r.status)),
      ).size,
    ).toBe(1);
  }
  return byKey;
}

describe('shared rounds in the wallet', () => {
  it('one wallet_bets batch carries several players into the same round, each into their own part', async () => {
    const a = await player('batch-a', 10_000);
    const b = await player('batch-b', 10_000);
    const c = await player('batch-c', 10_000);
    const group = new BetGroupCommit<WalletResult>(
      t.db,
      () => Promise.reject(new Error('the batch was expected to succeed as a whole')),
      {
        inFlight: 1,
        maxBatch: 32,
      },
    );
    const results = await Promise.all(
      [
        [a, 'ba-1', 1_000],
        [b, 'bb-1', 2_000],
        [c, 'bc-1', 3_000],
        [a, 'ba-2', 500],
      ].map(([p, reference, amount]) =>
        group.submit(
          queuedBet({
            source: 'studio',
            reference: reference as string,
            round: 'shared-batch',
            amount: amount as number,
            tokenHash: (p as typeof a).tokenHash,
          }),
        ),
      ),
    );
    expect(group.stats).toEqual({ batches: 1, bets: 4, replayed: 0, leads: 0 });
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const { rows } = await t.db.query<{ player_id: number; bet_total: number }>(
      `SELECT player_id::int AS player_id, bet_total FROM game_rounds WHERE round_ref = 'shared-batch' ORDER BY player_id`,
    );
    expect(rows).toEqual([
      { player_id: a.id, bet_total: 1_500 },
      { player_id: b.id, bet_total: 2_000 },
      { player_id: c.id, bet_total: 3_000 },
    ]);
  });

  it('keeps every invariant while many players bet into, and settle, the same rounds at once', async () => {
    const random = seededRandom('shared-rounds');
    const everyone = await Promise.all(
      Array.from({ length: 25 }, (_, i) => player(`crowd${i}`, 1_000_000)),
    );
    const rounds = Array.from({ length: 8 }, (_, i) => `shared-${i}`);
    const bet =
      (p: (typeof everyone)[number], round: string, reference: string, amount: number) => () =>
        placeBet(t.db, { source: 'studio', reference, round, amount, tokenHash: p.tokenHash });
    const rollback = (p: (typeof everyone)[number], reference: string) => () =>
      rollbackBet(t.db, { source: 'studio', betReference: reference, tokenHash: p.tokenHash });

    // Phase 1: every player bets twice into every round; some bets are sent twice, some rolled back.
    const phase1: Array<{ key: string; run: () => Promise<WalletResult> }> = [];
    for (const round of rounds) {
      for (const [i, p] of everyone.entries()) {
        for (const n of [1, 2]) {
          const reference = `${round}-p${i}-b${n}`;
          const run = bet(p, round, reference, 100 + Math.floor(random() * 5_000));
          phase1.push({ key: `bet:${reference}`, run });
          if (random() < 0.25) phase1.push({ key: `bet:${reference}`, run });
          if (random() < 0.15)
            phase1.push(
              { key: `rollback:${reference}`, run: rollback(p, reference) },
              { key: `rollback:${reference}`, run: rollback(p, reference) },
            );
        }
      }
    }
    const batchesBefore = betGroupCommit(t.db).stats.batches;
    const first = await runAll(phase1, random);
    expect(betGroupCommit(t.db).stats.bets).toBeGreaterThan(
      2 * (betGroupCommit(t.db).stats.batches - batchesBefore),
    );
    for (const [key, results] of first) {
      // A bet is taken, or was cancelled by its rollback arriving first; never refused for sharing a round.
      expect({ key, status: results[0]!.status }).toEqual({
        key,
        status: key.startsWith('bet:') ? expect.stringMatching(/^(ok|bet_cancelled)$/) : 'ok',
      });
    }

    // Phase 2: each player closes their part of every round (sent twice) while rollbacks race the wins.
    const phase2: Array<{ key: string; run: () => Promise<WalletResult> }> = [];
    for (const round of rounds) {
      for (const [i, p] of everyone.entries()) {
        const reference = `${round}-p${i}-w`;
        const amount = random() < 0.5 ? 0 : Math.floor(random() * 10_000);
        const run = () =>
          settleWin(t.db, {
            source: 'studio',
            reference,
            round,
            amount,
            closeRound: true,
            tokenHash: p.tokenHash,
          });
        phase2.push({ key: `win:${reference}`, run }, { key: `win:${reference}`, run });
        if (random() < 0.3) {
          const target = `${round}-p${i}-b2`;
          phase2.push(
            { key: `rollback:${target}`, run: rollback(p, target) },
            { key: `rollback:${target}`, run: rollback(p, target) },
          );
        }
      }
    }
    const second = await runAll(phase2, random);
    for (const [key, results] of second) {
      const allowed = key.startsWith('win:')
        ? ['ok', 'round_not_found', 'round_closed']
        : ['ok', 'round_settled'];
      expect({ key, ok: allowed.includes(results[0]!.status) }).toEqual({ key, ok: true });
    }

    // Each round has one part per player who bet, and each part is settled on its own.
    const shape = await t.db.query<{ parts: number; open: number }>(
      `SELECT count(*)::int AS parts, count(*) FILTER (WHERE status = 'open')::int AS open
         FROM game_rounds WHERE round_ref LIKE 'shared-%' AND round_ref <> 'shared-batch' GROUP BY round_ref`,
    );
    expect(shape.rows).toHaveLength(rounds.length);
    // (A part is missing only where both of a player's bets were cancelled before they arrived.)
    for (const row of shape.rows)
      expect(row).toEqual({
        parts: expect.toSatisfy((n: number) => n > everyone.length / 2),
        open: 0,
      });
    // No win without a stake: a part that paid a win still holds its bets.
    const winsWithoutStake = await t.db.query(
      `SELECT id FROM game_rounds WHERE win_total > 0 AND bet_total = 0`,
    );
    expect(winsWithoutStake.rowCount).toBe(0);
    // Round totals agree with the movements recorded against each part, all of its own player.
    const totals = await t.db.query(
      `SELECT r.id FROM game_rounds r LEFT JOIN wallet_transactions t ON t.round_id = r.id
        GROUP BY r.id HAVING r.bet_total <> coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)
                                            - coalesce(sum(t.amount) FILTER (WHERE t.kind = 'rollback'), 0)
                          OR r.win_total <> coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)
                          OR bool_or(t.player_id <> r.player_id)`,
    );
    expect(totals.rowCount).toBe(0);
    // For every account, the sum of its entries equals its balance; every movement sums to zero.
    const accounts = await t.db.query(
      `SELECT a.id FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(accounts.rowCount).toBe(0);
    const unbalanced = await t.db.query(
      `SELECT t.id FROM wallet_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
        GROUP BY t.id HAVING coalesce(sum(e.amount), 0) <> 0`,
    );
    expect(unbalanced.rowCount).toBe(0);
  }, 120_000);
});
