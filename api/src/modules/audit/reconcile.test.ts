/**
 * The ledger audit against real PostgreSQL: a ledger written by the wallet passes every check;
 * each kind of break, made by hand through the superuser (triggers disabled where the ledger
 * refuses rewrites), is reported by its own check, with examples; the `reconcile` command prints
 * the report and exits non-zero on any break.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from '@rstest/core';
import { runCli } from '../../cli/program';
import { createPool, type Db } from '../../db/pool';
import { seedDemoPlayers } from '../../seed/demo-seed';
import { openRedeemedSession } from '../launch/repository';
import {
  addPlayer,
  createTestContext,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { placeBet, rollbackBet, settleWin, withdraw } from '../wallet/service';
import { reconcileLedger, type AuditReport } from './reconcile';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface Ledger {
  t: TestContext;
  /** The same database as the superuser, to break what the API's role cannot. */
  admin: Db;
  playerId: number;
  cashAccount: number;
}

const opened: Ledger[] = [];
afterEach(async () => {
  for (const ledger of opened.splice(0)) {
    await ledger.admin.end();
    await ledger.t.close();
  }
});

/** A small ledger written by the wallet: deposits, bets, a win, a rollback, a withdrawal. */
async function ledger(): Promise<Ledger> {
  const t = await createTestContext({}, 4);
  const adminUrl = new URL(process.env.TEST_PG_ADMIN_URL!);
  adminUrl.pathname = `/${t.database}`;
  const admin = createPool(adminUrl.toString(), 1);
  const opening: Ledger = { t, admin, playerId: 0, cashAccount: 0 };
  opened.push(opening);

  const playerId = await addPlayer(t.db, 'audited', 100_000);
  await addPlayer(t.db, 'bystander', 50_000);
  const { tokenHash } = await openRedeemedSession(t.db, {
    playerId,
    provider: 'studio',
    gameId: 1001,
    minutes: 60,
  });
  const bet = (reference: string, round: string, amount: number) =>
    placeBet(t.db, { source: 'studio', reference, round, amount, tokenHash });
  expect((await bet('b1', 'r1', 5_000)).status).toBe('ok');
  expect((await bet('b2', 'r1', 3_000)).status).toBe('ok');
  expect(
    (await rollbackBet(t.db, { source: 'studio', betReference: 'b2', tokenHash })).status,
  ).toBe('ok');
  expect(
    (
      await settleWin(t.db, {
        source: 'studio',
        reference: 'w1',
        round: 'r1',
        amount: 12_000,
        closeRound: true,
        tokenHash,
      })
    ).status,
  ).toBe('ok');
  expect((await bet('b3', 'r2', 7_000)).status).toBe('ok');
  expect(
    (
      await settleWin(t.db, {
        source: 'studio',
        reference: 'w2',
        round: 'r2',
        amount: 0,
        closeRound: true,
        tokenHash,
      })
    ).status,
  ).toBe('ok');
  expect((await withdraw(t.db, playerId, 1_000)).status).toBe('ok');
  const cash = await t.db.query<{ id: number }>(
    `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
    [playerId],
  );
  return Object.assign(opening, { playerId, cashAccount: cash.rows[0]!.id });
}

/** Breaks per check, by name, for exact comparisons. */
function breaksByCheck(report: AuditReport): Record<string, number> {
  return Object.fromEntries(report.checks.map((c) => [c.name, c.breaks]));
}

const CLEAN = {
  account_balances: 0,
  transactions_balanced: 0,
  balance_chains: 0,
  round_totals: 0,
  player_balances_non_negative: 0,
  references: 0,
  pending_payouts: 0,
  payments_ledger: 0,
};

/** Runs `work` as the superuser with the ledger's append-only triggers off. */
async function tamper(l: Ledger, work: string[]): Promise<void> {
  await l.admin.query('BEGIN');
  await l.admin.query('ALTER TABLE ledger_entries DISABLE TRIGGER USER');
  await l.admin.query('ALTER TABLE wallet_transactions DISABLE TRIGGER USER');
  for (const sql of work) await l.admin.query(sql);
  await l.admin.query('ALTER TABLE ledger_entries ENABLE TRIGGER USER');
  await l.admin.query('ALTER TABLE wallet_transactions ENABLE TRIGGER USER');
  await l.admin.query('COMMIT');
}

async function cli(l: Ledger, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['reconcile', ...argv], {
    openDatabase: async () => ({ db: l.t.db, close: async () => undefined }),
    cashbackPercent: 10,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('ledger audit', () => {
  it('passes a ledger written by the wallet (and the demo seed), having examined every row', async () => {
    const l = await ledger();
    await seedDemoPlayers(l.t.db);
    const report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual(CLEAN);
    expect(report.ok).toBe(true);
    const counts = await l.t.db.query<{
      accounts: number;
      transactions: number;
      entries: number;
      rounds: number;
    }>(
      `SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM wallet_transactions)::int AS transactions,
              (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM game_rounds)::int AS rounds`,
    );
    const { accounts, transactions, entries, rounds } = counts.rows[0]!;
    const examined = Object.fromEntries(report.checks.map((c) => [c.name, c.examined]));
    expect(examined).toMatchObject({
      account_balances: accounts,
      transactions_balanced: transactions,
      balance_chains: entries,
      round_totals: rounds,
      references: entries + transactions + rounds,
    });
    expect(entries).toBeGreaterThan(40);
    expect(rounds).toBeGreaterThan(20);
  });

  it('reports an account whose balance is not the sum of its entries', async () => {
    const l = await ledger();
    await l.admin.query('UPDATE accounts SET balance = balance + 1 WHERE id = $1', [l.cashAccount]);
    const report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual({ ...CLEAN, account_balances: 1 });
    expect(report.ok).toBe(false);
    expect(report.checks[0]!.examples).toEqual([
      expect.objectContaining({
        account_id: l.cashAccount,
        kind: 'cash',
        player_id: l.playerId,
        balance: 99_001,
        entries_sum: 99_000,
      }),
    ]);
  });

  it('reports a transaction whose entries do not sum to zero, and a partial one that lost an entry', async () => {
    const l = await ledger();
    // b3's house entry is the last on its account: raising its amount and balance_after (and the
    // account) by 1 keeps every chain and balance whole, only the movement stops summing to zero.
    await tamper(l, [
      `UPDATE ledger_entries e SET amount = e.amount + 1, balance_after = e.balance_after + 1
         FROM wallet_transactions t, accounts a
        WHERE t.id = e.transaction_id AND t.reference = 'b3' AND a.id = e.account_id AND a.kind = 'house'`,
      `UPDATE accounts a SET balance = balance + 1 FROM ledger_entries e, wallet_transactions t
        WHERE e.account_id = a.id AND t.id = e.transaction_id AND t.reference = 'b3' AND a.kind = 'house'`,
    ]);
    let report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual({ ...CLEAN, transactions_balanced: 1 });
    expect(report.checks[1]!.examples).toEqual([
      expect.objectContaining({
        kind: 'bet',
        reference: 'b3',
        amount: 7_000,
        entries: 2,
        entries_sum: 1,
      }),
    ]);

    // A movement recorded with one entry only: the withdrawal's bank entry disappears.
    await tamper(l, [
      `DELETE FROM ledger_entries e USING wallet_transactions t, accounts a
        WHERE t.id = e.transaction_id AND t.kind = 'withdrawal' AND a.id = e.account_id AND a.kind = 'house'`,
    ]);
    report = await reconcileLedger(l.t.db);
    const partial = report.checks.find((c) => c.name === 'transactions_balanced')!;
    expect(partial.breaks).toBe(2);
    expect(partial.examples).toContainEqual(
      expect.objectContaining({
        kind: 'withdrawal',
        amount: 1_000,
        entries: 1,
        entries_sum: -1_000,
      }),
    );
  });

  it("reports a break in an account's chain of balances, at the entry that breaks it and the next one", async () => {
    const l = await ledger();
    // The second entry of the player's cash (bet b1) claims 5 more than it left; the sum of
    // amounts, hence the balance check, is unaffected.
    await tamper(l, [
      `UPDATE ledger_entries e SET balance_after = balance_after + 5 FROM wallet_transactions t
        WHERE t.id = e.transaction_id AND t.reference = 'b1' AND e.account_id = ${l.cashAccount}`,
    ]);
    const report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual({ ...CLEAN, balance_chains: 2 });
    const examples = report.checks.find((c) => c.name === 'balance_chains')!.examples;
    expect(examples).toEqual([
      expect.objectContaining({
        account_id: l.cashAccount,
        previous_balance_after: 100_000,
        amount: -5_000,
        balance_after: 95_005,
      }),
      expect.objectContaining({
        account_id: l.cashAccount,
        previous_balance_after: 95_005,
        amount: -3_000,
        balance_after: 92_000,
      }),
    ]);
  });

  it('reports rounds whose totals differ from their movements (bets net of rollbacks, wins)', async () => {
    const l = await ledger();
    await l.admin.query(
      `UPDATE game_rounds SET bet_total = bet_total + 3000 WHERE round_ref = 'r1'`,
    );
    await l.admin.query(`UPDATE game_rounds SET win_total = 1 WHERE round_ref = 'r2'`);
    const report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual({ ...CLEAN, round_totals: 2 });
    expect(report.checks.find((c) => c.name === 'round_totals')!.examples).toEqual([
      expect.objectContaining({
        round_ref: 'r1',
        bet_total: 8_000,
        bets: 8_000,
        rolled_back: 3_000,
        win_total: 12_000,
        wins: 12_000,
      }),
      expect.objectContaining({
        round_ref: 'r2',
        bet_total: 7_000,
        bets: 7_000,
        win_total: 1,
        wins: 0,
      }),
    ]);
  });

  it('reports a player balance below zero, now and after the entry that took it there', async () => {
    const l = await ledger();
    // A withdrawal written by hand, balanced and chained, that overdraws the bystander by 500.
    await l.admin.query('ALTER TABLE accounts DROP CONSTRAINT accounts_balance_non_negative');
    const { rows } = await l.admin.query<{ id: number; player_id: number; balance: number }>(
      `SELECT a.id, a.player_id, a.balance FROM accounts a JOIN players p ON p.id = a.player_id
        WHERE p.username = 'bystander' AND a.kind = 'cash'`,
    );
    const { id: cash, player_id: player, balance } = rows[0]!;
    const bank = 1 + (player % 32);
    await l.admin.query(
      `WITH t AS (INSERT INTO wallet_transactions (source, reference, kind, player_id, amount, request_hash, result)
                  VALUES ('operator', 'overdraw', 'withdrawal', $1, $2::bigint, 'x', '{}') RETURNING id),
            cash AS (UPDATE accounts SET balance = balance - $2 WHERE id = $3 RETURNING balance),
            bank AS (UPDATE accounts SET balance = balance + $2 WHERE id = $4 RETURNING balance)
       INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
       SELECT t.id, $3, -$2::bigint, cash.balance FROM t, cash UNION ALL SELECT t.id, $4, $2::bigint, bank.balance FROM t, bank`,
      [player, balance + 500, cash, bank],
    );
    const report = await reconcileLedger(l.t.db);
    expect(breaksByCheck(report)).toEqual({ ...CLEAN, player_balances_non_negative: 2 });
    expect(report.checks.find((c) => c.name === 'player_balances_non_negative')!.examples).toEqual([
      expect.objectContaining({
        what: 'account',
        account_id: cash,
        player_id: player,
        kind: 'cash',
        transaction_id: null,
        balance: -500,
      }),
      expect.objectContaining({
        what: 'entry',
        account_id: cash,
        player_id: player,
        kind: 'cash',
        balance: -500,
      }),
    ]);
  });

  it('reports entries, transactions and rounds that name rows that do not exist or belong to another player', async () => {
    const l = await ledger();
    await tamper(l, [
      `UPDATE wallet_transactions SET player_id = 999999 WHERE reference = 'w2'`,
      `UPDATE wallet_transactions SET round_id = 888888 WHERE kind = 'withdrawal'`,
      `UPDATE ledger_entries SET transaction_id = 777777
        WHERE transaction_id = (SELECT id FROM wallet_transactions WHERE kind = 'deposit' ORDER BY id LIMIT 1)`,
      `UPDATE wallet_transactions SET player_id = (SELECT id FROM players WHERE username = 'bystander') WHERE reference = 'b1'`,
    ]);
    await l.admin.query(`UPDATE game_rounds SET player_id = 666666 WHERE round_ref = 'r2'`);
    const report = await reconcileLedger(l.t.db);
    const references = report.checks.find((c) => c.name === 'references')!;
    expect(references.examples.map((e) => e.problem)).toEqual([
      "entry on another player's account",
      'entry without its transaction',
      'entry without its transaction',
      'round without its player',
      'transaction without its player',
    ]);
    expect(references.breaks).toBe(6);
    expect(references.examples).toContainEqual(
      expect.objectContaining({ problem: 'round without its player', player_id: 666666 }),
    );
    // The moved deposit also leaves its transaction without entries: one break is seen by both.
    expect(report.checks.find((c) => c.name === 'transactions_balanced')!.breaks).toBe(1);
  });
});

describe('reconcile command', () => {
  it('prints a clean report and exits 0', async () => {
    const l = await ledger();
    const run = await cli(l);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^ledger audit at .*: 8 checks, \d+ rows examined, 0 break\(s\)/);
    expect(run.out).toMatch(/ok {4}account_balances +0 break\(s\) in \d+ accounts/);
    expect(run.out.split('\n').at(-1)).toBe('ledger audit: no break');
  });

  it('prints the breaks with examples and exits non-zero; --json prints the report as JSON', async () => {
    const l = await ledger();
    await l.admin.query('UPDATE accounts SET balance = balance - 7 WHERE id = $1', [l.cashAccount]);
    const run = await cli(l);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/BREAK account_balances +1 break\(s\) in \d+ accounts/);
    expect(run.out).toContain(`"account_id":${l.cashAccount}`);
    expect(run.err).toBe('error: the ledger audit found 1 break(s)');

    const badOption = await cli(l, '--examples', 'many');
    expect(badOption).toEqual({
      code: 1,
      out: '',
      err: 'error: --examples must be a whole number from 0 to 100, not "many"',
    });

    const json = await cli(l, '--json');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.out) as AuditReport;
    expect(report).toMatchObject({ ok: false, breaks: 1 });
    expect(report.checks.find((c) => c.name === 'account_balances')!.examples[0]).toMatchObject({
      balance: 98_993,
      entries_sum: 99_000,
    });
  });

  it('run as the operator runs it (src/cli.ts, its own process, as the API role), exits 0 on a clean ledger and 1 on a break', async () => {
    const l = await ledger();
    const operator = (argv: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...argv], {
        cwd: apiDir,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(l.t.database, 'api') },
        encoding: 'utf8',
        timeout: 60_000,
      });
    const clean = operator(['reconcile']);
    expect(clean.stdout).toContain('ledger audit: no break');
    expect(clean.status).toBe(0);
    await l.admin.query('UPDATE accounts SET balance = balance + 2 WHERE id = $1', [l.cashAccount]);
    const broken = operator(['reconcile']);
    expect(broken.stdout).toContain('ledger audit: 1 break(s)');
    expect(broken.stderr).toContain('error: the ledger audit found 1 break(s)');
    expect(broken.status).toBe(1);
  }, 90_000);
});
