/**
 * Plain SQL migrations, run as the owner role under an advisory lock so two API instances
 * starting together do not race:
 *
 * 1. Versioned migrations, `api/migrations/NNNN_<name>.sql`, applied once each in name order, each
 *    in its own transaction. Each applied file's sha256 is recorded; a file edited after it was
 *    applied is refused (add a new migration instead). A database migrated before checksums were
 *    recorded adopts the current files' checksums once.
 * 2. Repeatable migrations, `api/sql/functions/<function>.sql`: the one definition of each ledger
 *    function, applied (in name order) whenever its checksum differs from the one recorded, so a
 *    function is changed by editing its file, never restated in a new migration.
 * 3. `migrations/privileges.sql`, which says what the API's role may do (and makes the ledger's
 *    entry points SECURITY DEFINER again: CREATE OR REPLACE resets that); applied in the same
 *    transaction as any repeatable that changed, so the API never sees a function without it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, DbClient } from './pool';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS_DIR = path.join(API_DIR, 'migrations');
const FUNCTIONS_DIR = path.join(API_DIR, 'sql', 'functions');
const PRIVILEGES_FILE = path.join(MIGRATIONS_DIR, 'privileges.sql');
const LOCK_KEY = 7_310_001;

export class EditedMigrationError extends Error {
  constructor(file: string, recorded: string, current: string) {
    super(
      `migration ${file} was edited after it was applied (recorded sha256 ${recorded.slice(0, 12)}…, ` +
        `file ${current.slice(0, 12)}…): put the file back as it was and add a new migration for the change`,
    );
    this.name = 'EditedMigrationError';
  }
}

function checksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** The migration files this build knows, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
}

/** The repeatable function files this build knows (`sql/functions/*.sql`), in the order they apply. */
export function functionFiles(): string[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((f) => /^[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

const readMigration = (file: string) => readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
const readFunction = (file: string) => readFileSync(path.join(FUNCTIONS_DIR, file), 'utf8');

/**
 * What this build would apply to the database: versioned migrations not applied, then function
 * files whose checksum is not the recorded one (`sql/functions/<file>`). All of them on an empty one.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{
    names: string[] | null;
    functions: { name: string; checksum: string }[] | null;
  }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL
                 ELSE (SELECT array_agg(name) FROM schema_migrations) END AS names,
            CASE WHEN to_regclass('schema_repeatables') IS NULL THEN NULL
                 ELSE (SELECT json_agg(json_build_object('name', name, 'checksum', checksum)) FROM schema_repeatables) END AS functions`,
  );
  const done = new Set(rows[0]?.names ?? []);
  const applied = new Map((rows[0]?.functions ?? []).map(({ name, checksum: sum }) => [name, sum]));
  return [
    ...migrationFiles().filter((file) => !done.has(file)),
    ...functionFiles()
      .filter((file) => applied.get(file) !== checksum(readFunction(file)))
      .map((file) => `sql/functions/${file}`),
  ];
}

async function inTransaction(
  client: DbClient,
  what: string,
  work: () => Promise<void>,
): Promise<void> {
  await client.query('BEGIN');
  try {
    await work();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`${what} failed: ${(error as Error).message}`, { cause: error });
  }
}

async function applyVersioned(client: DbClient, applied: string[]): Promise<void> {
  await client.query(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  await client.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  const recorded = new Map(
    (
      await client.query<{ name: string; checksum: string | null }>(
        'SELECT name, checksum FROM schema_migrations',
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  const files = migrationFiles();
  // Every applied file is checked before anything new runs.
  for (const file of files) {
    if (!recorded.has(file)) continue;
    const current = checksum(readMigration(file));
    const known = recorded.get(file);
    if (known && known !== current) throw new EditedMigrationError(file, known, current);
  }
  const adopt = files.filter((file) => recorded.has(file) && !recorded.get(file));
  if (adopt.length > 0) {
    // Applied before checksums were recorded: the files as they are now become the reference.
    await inTransaction(client, 'recording migration checksums', async () => {
      for (const file of adopt) {
        await client.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [
          file,
          checksum(readMigration(file)),
        ]);
      }
    });
  }
  for (const file of files) {
    if (recorded.has(file)) continue;
    const sql = readMigration(file);
    await inTransaction(client, `migration ${file}`, async () => {
      await client.query(sql);
      await client.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        file,
        checksum(sql),
      ]);
    });
    applied.push(file);
  }
}

async function applyRepeatablesAndPrivileges(client: DbClient, applied: string[]): Promise<void> {
  await client.query(
    `CREATE TABLE IF NOT EXISTS schema_repeatables (
       name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const recorded = new Map(
    (
      await client.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_repeatables',
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  const changed = functionFiles()
    .map((file) => ({ file, sql: readFunction(file) }))
    .filter(({ file, sql }) => recorded.get(file) !== checksum(sql));
  await inTransaction(
    client,
    changed.length > 0 ? `functions ${changed.map((c) => c.file).join(', ')}` : 'privileges.sql',
    async () => {
      for (const { file, sql } of changed) {
        try {
          await client.query(sql);
        } catch (error) {
          throw new Error(`sql/functions/${file}: ${(error as Error).message}`, { cause: error });
        }
        await client.query(
          `INSERT INTO schema_repeatables (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
          [file, checksum(sql)],
        );
        applied.push(`sql/functions/${file}`);
      }
      await client.query(readFileSync(PRIVILEGES_FILE, 'utf8'));
    },
  );
}

/** Applies what is pending; answers the names applied (migrations, then `sql/functions/<file>`). */
export async function migrate(db: Db): Promise<string[]> {
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await applyVersioned(client, applied);
    await applyRepeatablesAndPrivileges(client, applied);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}
