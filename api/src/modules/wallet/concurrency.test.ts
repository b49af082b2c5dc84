/**
 * Thousands of concurrent bets, wins, duplicates and rollbacks against real PostgreSQL, at one hot
 * player and at many players; then the ledger's invariants are checked from the tables themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { seededRandom } from '../assets/artwork';
import { openRedeemedSession } from '../launch/repository';
import { addPlayer, createTestContext, type TestContext } from '../../test/harness';
import { betGroupCommit, placeBet, rollbackBet, settleWin, type WalletResult } from './service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, 20);
});
afterAll(() => t.close());

interface Op {
  key: string;
  run: () => Promise<WalletResult>;
}

describe('wallet under concurrency', () => {
  it('keeps every invariant through thousands of concurrent movements', async () => {
    const random = seededRandom('concurrency');
    const players: Array<{ id: number; tokenHash: Buffer; initial: number }> = [];
    const hotInitial = 300_000;
    const hot = await addPlayer(t.db, 'hot', hotInitial);
    players.push({ id: hot, tokenHash: (await openRedeemedSession(t.db, { playerId: hot, provider: 'studio', gameId: 1001, minutes: 60 })).tokenHash, initial: hotInitial });
    for (let i = 0; i < 40; i++) {
      const id = await addPlayer(t.db, `many${i}`, 1_000_000);
      const session = await openRedeemedSession(t.db, { playerId: id, provider: 'studio', gameId: 1002 + i, minutes: 60 });
      players.push({ id, tokenHash: session.tokenHash, initial: 1_000_000 });
    }

    const ops: Op[] = [];
    let n = 0;
    for (let i = 0; i < 2_400; i++) {
      // Half of all traffic goes to the hot player, whose money runs out part-way.
      const player = i % 2 === 0 ? players[0]! : players[1 + Math.floor(random() * 40)]!;
      const round = `round-${n}`;
      const reference = `bet-${n++}`;
      const amount = 500 + Math.floor(random() * 4_500);
      const bet = () => placeBet(t.db, { source: 'studio', reference, round, amount, tokenHash: player.tokenHash });
      ops.push({ key: `bet:${reference}`, run: bet });
      const dice = random();
      if (dice < 0.25) ops.push({ key: `bet:${reference}`, run: bet }, { key: `bet:${reference}`, run: bet });
      if (dice > 0.5 && dice < 0.75) {
        const win = () =>
          settleWin(t.db, { source: 'studio', reference: `win-${reference}`, round, amount: amount * 2, closeRound: true, tokenHash: player.tokenHash });
        ops.push({ key: `win:${reference}`, run: win }, { key: `win:${reference}`, run: win });
      }
      if (dice >= 0.75 && dice < 0.9) {
        const rollback = () => rollbackBet(t.db, { source: 'studio', betReference: reference, tokenHash: player.tokenHash });
        ops.push({ key: `rollback:${reference}`, run: rollback }, { key: `rollback:${reference}`, run: rollback });
      }
    }
    for (let i = ops.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ops[i], ops[j]] = [ops[j]!, ops[i]!];
    }
    expect(ops.length).toBeGreaterThan(4_000);

    const outcomes = await Promise.all(ops.map(async (op) => ({ key: op.key, result: await op.run() })));
    // Bets shared database transactions (group commit) while all of the below held.
    const { batches, bets } = betGroupCommit(t.db).stats;
    expect(bets).toBeGreaterThan(2 * batches);

    // Every duplicate got the first result: one transaction per reference, same answer to all.
    const byKey = new Map<string, WalletResult[]>();
    for (const { key, result } of outcomes) byKey.set(key, [...(byKey.get(key) ?? []), result]);
    let duplicatesChecked = 0;
    for (const [, results] of byKey) {
      const ok = results.filter((r) => r.status === 'ok');
      const firsts = new Set(ok.map((r) => `${r.transaction_id}:${r.balance}`));
      expect(firsts.size).toBeLessThanOrEqual(1);
      if (ok.length > 1) duplicatesChecked += ok.length - 1;
      for (const r of results) {
        expect(['ok', 'insufficient_funds', 'bet_cancelled', 'round_closed', 'round_not_found']).toContain(r.status);
      }
    }
    expect(duplicatesChecked).toBeGreaterThan(500);
    const statuses = outcomes.map((o) => o.result.status);
    expect(statuses).toContain('insufficient_funds');

    // For every account, the sum of its entries equals its balance.
    const mismatched = await t.db.query(
      `SELECT a.id FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
        GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
    );
    expect(mismatched.rowCount).toBe(0);
    // Every transaction's entries sum to zero (and come in pairs when money moved).
    const unbalanced = await t.db.query(
      `SELECT t.id FROM wallet_transactions t LEFT JOIN ledger_entries e ON e.transaction_id = t.id
        GROUP BY t.id, t.amount HAVING coalesce(sum(e.amount), 0) <> 0 OR count(e.account_id) <> CASE WHEN t.amount > 0 THEN 2 ELSE 0 END`,
    );
    expect(unbalanced.rowCount).toBe(0);
    // No reference dangles: every entry names a transaction and an account, every transaction
    // that names a round names one that exists.
    const dangling = await t.db.query(
      `SELECT 1 FROM ledger_entries e WHERE NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.id = e.transaction_id)
                                       OR NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)
       UNION ALL
       SELECT 1 FROM wallet_transactions t WHERE t.round_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = t.round_id)`,
    );
    expect(dangling.rowCount).toBe(0);
    // No player balance went negative, at the end or at any step.
    const negative = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind <> 'house' AND e.balance_after < 0
       UNION ALL SELECT 1 FROM accounts WHERE kind <> 'house' AND balance < 0`,
    );
    expect(negative.rowCount).toBe(0);
    // Each entry's balance_after follows from the previous one on its account.
    const broken = await t.db.query(
      `SELECT 1 FROM (
         SELECT balance_after, amount, lag(balance_after) OVER (PARTITION BY e.account_id ORDER BY e.transaction_id) AS previous
           FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind <> 'house') s
        WHERE previous IS NOT NULL AND previous + amount <> balance_after`,
    );
    expect(broken.rowCount).toBe(0);
    // Round totals agree with the movements recorded against them.
    const rounds = await t.db.query(
      `SELECT r.id FROM game_rounds r LEFT JOIN wallet_transactions t ON t.round_id = r.id
        GROUP BY r.id HAVING r.bet_total <> coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)
                                            - coalesce(sum(t.amount) FILTER (WHERE t.kind = 'rollback'), 0)
                          OR r.win_total <> coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0)`,
    );
    expect(rounds.rowCount).toBe(0);
    // The hot player's cash is exactly what the accepted movements say.
    const moved = await t.db.query<{ net: number }>(
      `SELECT coalesce(sum(CASE kind WHEN 'bet' THEN -amount ELSE amount END), 0)::bigint AS net
         FROM wallet_transactions WHERE player_id = $1 AND source = 'studio'`,
      [hot],
    );
    const cash = await t.db.query<{ balance: number }>(`SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`, [hot]);
    expect(cash.rows[0]!.balance).toBe(hotInitial + moved.rows[0]!.net);
  }, 120_000);
});
