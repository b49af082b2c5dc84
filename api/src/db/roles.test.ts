/** The API's database role: it calls the ledger's functions and cannot rewrite the ledger. */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addPlayer, cashOf, createTestContext, type TestContext } from '../test/harness';
import { deposit } from '../modules/wallet/service';
import { createPool } from './pool';
import { provisionDatabase, rolePowers } from './roles';

let t: TestContext;
let playerId: number;

beforeAll(async () => {
  t = await createTestContext();
  playerId = await addPlayer(t.db, 'ledgerguard', 10_000);
});
afterAll(() => t.close());

async function refusal(sql: string): Promise<string | undefined> {
  try {
    await t.db.query(sql);
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('the API database role', () => {
  it('is neither superuser nor owner, and cannot rewrite the ledger', async () => {
    expect(await rolePowers(t.db)).toEqual({
      superuser: false,
      bypassRls: false,
      ownsTables: false,
      canRewriteLedger: false,
    });
  });

  it('gets a permission error for every way around the ledger functions', async () => {
    const attempts = [
      'UPDATE ledger_entries SET amount = amount + 1',
      'DELETE FROM ledger_entries',
      'UPDATE wallet_transactions SET amount = 0',
      'DELETE FROM wallet_transactions',
      'TRUNCATE wallet_transactions',
      `UPDATE accounts SET balance = balance + 1000000 WHERE player_id = ${playerId}`,
      `INSERT INTO accounts (player_id, kind, balance) VALUES (${playerId}, 'cash', 5)`,
      'UPDATE game_rounds SET win_total = win_total + 1',
      'ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only',
      'ALTER TABLE wallet_transactions DISABLE TRIGGER USER',
      "SET session_replication_role = 'replica'",
      'DROP TRIGGER ledger_entries_append_only ON ledger_entries',
      // The ledger's inner steps are not entry points: no moving money between any two accounts.
      'SELECT wallet_move(1, 2, 1000, true)',
      "SELECT wallet_record('x', 'y', 'deposit', 'h', 1, 0, NULL, NULL, NULL, NULL, NULL, NULL, '{}')",
      'CREATE TABLE sneaky (id int)',
    ];
    for (const sql of attempts) {
      expect({ sql, code: await refusal(sql) }).toEqual({ sql, code: '42501' });
    }
    expect(await cashOf(t.db, playerId)).toBe(10_000);
  });

  it('moves money through the ledger entry points, which run with the owner rights on a fixed path', async () => {
    const result = await deposit(t.db, playerId, 2_500);
    expect(result.status).toBe('ok');
    expect(await cashOf(t.db, playerId)).toBe(12_500);
    // A temporary table named like a ledger table cannot capture the function's writes.
    await t.db
      .query('CREATE TEMP TABLE IF NOT EXISTS accounts (id bigint, balance bigint)')
      .catch(() => undefined);
    expect((await deposit(t.db, playerId, 500)).status).toBe('ok');
    const { rows } = await t.db.query<{ balance: number }>(
      `SELECT balance FROM public.accounts WHERE player_id = $1 AND kind = 'cash'`,
      [playerId],
    );
    expect(rows[0]!.balance).toBe(13_000);
  });

  it('is provisioned by several operator commands at once, each waiting its turn', async () => {
    // Every CLI command provisions before it runs; the e2e suite runs two of them at once.
    const adminUrl = process.env.TEST_PG_ADMIN_URL!;
    const passwords = {
      owner: process.env.TEST_PG_OWNER_PASSWORD!,
      api: process.env.TEST_PG_API_PASSWORD!,
    };
    const database = `provision_race_${process.pid}`;
    try {
      const runs = await Promise.allSettled(
        Array.from({ length: 8 }, () => provisionDatabase(adminUrl, database, passwords)),
      );
      expect(runs.map((run) => (run.status === 'rejected' ? String(run.reason) : 'ok'))).toEqual(
        Array.from({ length: 8 }, () => 'ok'),
      );
    } finally {
      const admin = createPool(adminUrl, 1);
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  });
});
