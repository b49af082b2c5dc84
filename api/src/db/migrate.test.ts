/**
 * Migrations record checksums and refuse an edited file; a database migrated before checksums
 * adopts them once; ledger functions live in `sql/functions/*.sql` and are applied again when
 * their checksum changes, with the privileges re-applied. And the move of the ledger functions
 * out of migrations 0003–0010 changed nothing: a database migrated the old way (the migrations as
 * they were at commit c96c8bd, kept in `fixtures/migrations-before-sql-functions/` so that the
 * test needs no git history) and one migrated the new way have the same functions,
 * definition for definition (`pg_get_functiondef`), and the same EXECUTE rights for the API.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestContext, testDatabaseUrl, type TestContext } from '../test/harness';
import {
  EditedMigrationError,
  functionFiles,
  migrate,
  migrationFiles,
  pendingMigrations,
} from './migrate';
import { createPool, type Db } from './pool';
import { API_ROLE, OWNER_ROLE } from './roles';

/** The migrations of the last commit (c96c8bd) that still defined the ledger functions themselves. */
const LEGACY_MIGRATIONS = join(import.meta.dirname, 'fixtures', 'migrations-before-sql-functions');
const LEDGER_FUNCTIONS = [
  'house_account',
  'wallet_award_jackpot',
  'wallet_bet',
  'wallet_bets',
  'wallet_move',
  'wallet_record',
  'wallet_replay',
  'wallet_rollback',
  'wallet_transfer',
  'wallet_win',
];
/** Functions of the legacy migrations that later migrations dropped: 0015 (balance announcements). */
const DROPPED_SINCE = ['notify_player_balance()'];
/**
 * Ledger functions changed since in their files: wallet_bets (a lone bet skips the batch locks);
 * wallet_win and wallet_rollback (a win of 0 marks the round part won, refusing its rollbacks);
 * wallet_bet (a game session ended with its login takes no new bet); house_account (the
 * pending-payouts accounts of 0023).
 */
const CHANGED_SINCE = [
  'wallet_bets',
  'wallet_win',
  'wallet_rollback',
  'wallet_bet',
  'house_account',
];

let t: TestContext;
let admin: Db;
const created: string[] = [];

async function emptyDatabase(): Promise<{ name: string; owner: Db }> {
  const name = `casino_migrate_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name} OWNER ${OWNER_ROLE}`);
  created.push(name);
  return { name, owner: createPool(testDatabaseUrl(name, 'owner'), 2) };
}

/** Every function of the public schema: its full definition and whether the API may call it. */
async function functionsOf(
  db: Db,
): Promise<Record<string, { definition: string; apiExecutes: boolean }>> {
  const { rows } = await db.query<{ signature: string; definition: string; api_executes: boolean }>(
    `SELECT p.oid::regprocedure::text AS signature, pg_get_functiondef(p.oid) AS definition,
            has_function_privilege($1, p.oid, 'EXECUTE') AS api_executes
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND p.prokind = 'f'`,
    [API_ROLE],
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.signature,
      { definition: row.definition, apiExecutes: row.api_executes },
    ]),
  );
}

beforeAll(async () => {
  t = await createTestContext();
  admin = createPool(process.env.TEST_PG_ADMIN_URL!, 1);
});
afterAll(async () => {
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await t?.close();
});

describe('ledger functions in sql/functions', () => {
  it('leave exactly the functions the old migrations left', async () => {
    const legacy = await emptyDatabase();
    const files = readdirSync(LEGACY_MIGRATIONS)
      .filter((file) => /^\d{4}_.+\.sql$/.test(file))
      .sort();
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      await legacy.owner.query(readFileSync(join(LEGACY_MIGRATIONS, file), 'utf8'));
    await legacy.owner.query(readFileSync(join(LEGACY_MIGRATIONS, 'privileges.sql'), 'utf8'));

    const current = await emptyDatabase();
    await migrate(current.owner);

    const before = await functionsOf(legacy.owner);
    const after = await functionsOf(current.owner);
    const ledger = (all: typeof before) =>
      Object.fromEntries(
        Object.entries(all).filter(([signature]) =>
          LEDGER_FUNCTIONS.filter((name) => !CHANGED_SINCE.includes(name)).includes(
            signature.split('(')[0]!,
          ),
        ),
      );
    expect(Object.keys(ledger(before)).length).toBe(LEDGER_FUNCTIONS.length - CHANGED_SINCE.length);
    expect(ledger(after)).toEqual(ledger(before));
    // Nothing else the legacy migrations defined went missing or changed either, but for what a
    // later migration dropped on purpose.
    for (const [signature, legacyFunction] of Object.entries(before)) {
      if (DROPPED_SINCE.includes(signature)) continue;
      if (CHANGED_SINCE.includes(signature.split('(')[0]!)) {
        // Same signature and grants, a new body.
        expect(after[signature]?.apiExecutes, signature).toBe(legacyFunction.apiExecutes);
        expect(after[signature]?.definition, signature).not.toBe(legacyFunction.definition);
      } else expect(after[signature], signature).toEqual(legacyFunction);
    }
    for (const signature of DROPPED_SINCE) expect(after[signature], signature).toBeUndefined();
    await legacy.owner.end();
    await current.owner.end();
  });

  it('one file per ledger function, and no migration defines one any more', () => {
    expect(functionFiles()).toEqual(LEDGER_FUNCTIONS.map((name) => `${name}.sql`));
    const pattern = new RegExp(`FUNCTION (${LEDGER_FUNCTIONS.join('|')})\\(`);
    const defining = migrationFiles().filter((file) =>
      pattern.test(readFileSync(join(import.meta.dirname, '..', '..', 'migrations', file), 'utf8')),
    );
    expect(defining).toEqual([]);
  });
});

describe('checksums', () => {
  async function migratedDatabase() {
    const database = await emptyDatabase();
    await migrate(database.owner);
    return database;
  }

  it('refuses a migration edited after it was applied, with a clear error, and changes nothing', async () => {
    const { owner } = await migratedDatabase();
    await owner.query(
      `UPDATE schema_migrations SET checksum = repeat('0', 64) WHERE name = '0004_wallet_functions.sql'`,
    );
    const error = await migrate(owner).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EditedMigrationError);
    expect((error as Error).message).toMatch(
      /^migration 0004_wallet_functions\.sql was edited after it was applied \(recorded sha256 000000000000…, file [0-9a-f]{12}…\): put the file back/,
    );
    await owner.end();
  });

  it('a database migrated before checksums adopts them once, then checks them', async () => {
    const { owner } = await migratedDatabase();
    const recorded = async () =>
      (
        await owner.query<{ name: string; checksum: string | null }>(
          'SELECT name, checksum FROM schema_migrations ORDER BY name',
        )
      ).rows;
    const expected = await recorded();
    await owner.query('UPDATE schema_migrations SET checksum = NULL');
    expect(await migrate(owner)).toEqual([]);
    expect(await recorded()).toEqual(expected);
    await owner.end();
  });

  it('applies a function file again when its checksum changes, and the API keeps its rights', async () => {
    const { name, owner } = await migratedDatabase();
    // A definition that is not the file's (as if the file had been edited since): it is replaced.
    await owner.query(`CREATE OR REPLACE FUNCTION house_account(p_purpose text, p_player_id bigint) RETURNS bigint
                       LANGUAGE sql IMMUTABLE AS $$ SELECT 0::bigint $$`);
    await owner.query(
      `UPDATE schema_repeatables SET checksum = 'stale' WHERE name = 'house_account.sql'`,
    );
    const api = createPool(testDatabaseUrl(name, 'api'), 1);
    expect(await pendingMigrations(api)).toEqual(['sql/functions/house_account.sql']);
    expect(await migrate(owner)).toEqual(['sql/functions/house_account.sql']);
    expect(await pendingMigrations(api)).toEqual([]);
    expect(
      (await owner.query<{ id: number }>(`SELECT house_account('casino', 5) AS id`)).rows[0]!.id,
    ).toBe(38);
    // Entry points are SECURITY DEFINER again after a repeatable ran (CREATE OR REPLACE resets it).
    await owner.query(
      `UPDATE schema_repeatables SET checksum = 'stale' WHERE name = 'wallet_bet.sql'`,
    );
    expect(await migrate(owner)).toEqual(['sql/functions/wallet_bet.sql']);
    const { rows } = await owner.query<{ secdef: boolean; executes: boolean }>(
      `SELECT prosecdef AS secdef, has_function_privilege($1, oid, 'EXECUTE') AS executes FROM pg_proc WHERE proname = 'wallet_bet'`,
      [API_ROLE],
    );
    expect(rows).toEqual([{ secdef: true, executes: true }]);
    // Unchanged files are not applied again.
    expect(await migrate(owner)).toEqual([]);
    await api.end();
    await owner.end();
  });
});
