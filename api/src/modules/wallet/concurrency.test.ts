/**
 * Thousands of concurrent bets, wins, duplicates and rollbacks against real PostgreSQL, at one hot
 * player and at many players; then the ledger audit checks its invariants from the tables themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { seededRandom } from '../assets/artwork';
import { openRedeemedSession } from '../launch/repository';
import { reconcileLedger } from '../audit/reconcile';
import { recordSuiteAudit } from '../audit/suite-figure';
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
    players.push({
      id: hot,
      tokenHash: (
        await openRedeemedSession(t.db, {
          playerId: hot,
          provider: 'studio',
          gameId: 1001,
          minutes: 60,
        })
      ).tokenHash,
      initial: hotInitial,
    });
    for (let i = 0; i < 40; i++) {
      const id = await addPlayer(t.db, `many${i}`, 1_000_000);
      const session = await openRedeemedSession(t.db, {
        playerId: id,
        provider: 'studio',
        gameId: 1002 + i,
        minutes: 60,
      });
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
      const bet = () =>
        placeBet(t.db, { source: 'studio', reference, round, amount, tokenHash: player.tokenHash });
      ops.push({ key: `bet:${reference}`, run: bet });
      const dice = random();
      if (dice < 0.25)
        ops.push({ key: `bet:${reference}`, run: bet }, { key: `bet:${reference}`, run: bet });
      if (dice > 0.5 && dice < 0.75) {
        const win = () =>
          settleWin(t.db, {
            source: 'studio',
            reference: `win-${reference}`,
            round,
            amount: amount * 2,
            closeRound: true,
            tokenHash: player.tokenHash,
          });
        ops.push({ key: `win:${reference}`, run: win }, { key: `win:${reference}`, run: win });
      }
      if (dice >= 0.75 && dice < 0.9) {
        const rollback = () =>
          rollbackBet(t.db, {
            source: 'studio',
            betReference: reference,
            tokenHash: player.tokenHash,
          });
        ops.push(
          { key: `rollback:${reference}`, run: rollback },
          { key: `rollback:${reference}`, run: rollback },
        );
      }
    }
    for (let i = ops.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [ops[i], ops[j]] = [ops[j]!, ops[i]!];
    }
    expect(ops.length).toBeGreaterThan(4_000);

    const outcomes = await Promise.all(
      ops.map(async (op) => ({ key: op.key, result: await op.run() })),
    );
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
        expect([
          'ok',
          'insufficient_funds',
          'bet_cancelled',
          'round_closed',
          'round_not_found',
        ]).toContain(r.status);
      }
    }
    expect(duplicatesChecked).toBeGreaterThan(500);
    const statuses = outcomes.map((o) => o.result.status);
    expect(statuses).toContain('insufficient_funds');

    // The ledger audit (modules/audit) over the whole database: balances equal their entries,
    // every movement sums to zero and is whole, balance chains (players' and house accounts')
    // unbroken, round totals equal their movements, no player below zero, no dangling reference.
    const audit = await reconcileLedger(t.db);
    recordSuiteAudit('wallet-concurrency', audit);
    expect(Object.fromEntries(audit.checks.map((c) => [c.name, c.breaks]))).toEqual({
      account_balances: 0,
      transactions_balanced: 0,
      balance_chains: 0,
      round_totals: 0,
      player_balances_non_negative: 0,
      references: 0,
      pending_payouts: 0,
      payments_ledger: 0,
    });
    const { rows: tables } = await t.db.query<{
      transactions: number;
      entries: number;
      rounds: number;
    }>(
      `SELECT (SELECT count(*) FROM wallet_transactions)::int AS transactions, (SELECT count(*) FROM ledger_entries)::int AS entries,
              (SELECT count(*) FROM game_rounds)::int AS rounds`,
    );
    const examined = Object.fromEntries(audit.checks.map((c) => [c.name, c.examined]));
    expect(examined).toMatchObject({
      transactions_balanced: tables[0]!.transactions,
      balance_chains: tables[0]!.entries,
      round_totals: tables[0]!.rounds,
    });
    expect(tables[0]!.transactions).toBeGreaterThan(1_000);
    // The hot player's cash is exactly what the accepted movements say.
    const moved = await t.db.query<{ net: number }>(
      `SELECT coalesce(sum(CASE kind WHEN 'bet' THEN -amount ELSE amount END), 0)::bigint AS net
         FROM wallet_transactions WHERE player_id = $1 AND source = 'studio'`,
      [hot],
    );
    const cash = await t.db.query<{ balance: number }>(
      `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
      [hot],
    );
    expect(cash.rows[0]!.balance).toBe(hotInitial + moved.rows[0]!.net);
  }, 120_000);
});
