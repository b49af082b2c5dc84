/**
 * Plain SQL migrations from `api/migrations/NNNN_<name>.sql`, applied in name order, each in its
 * own transaction, under an advisory lock so two API instances starting together do not race;
 * then `migrations/privileges.sql`, which says what the API's role may do. Run as the owner role.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, DbClient } from './pool';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const PRIVILEGES_FILE = path.join(MIGRATIONS_DIR, 'privileges.sql');
const LOCK_KEY = 7_310_001;

/** The migration files this build knows, in the order they apply. */
export function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
}

/** Migrations of this build not applied to the database (all of them on an empty one). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ names: string[] | null }>(
    `SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN NULL
                 ELSE (SELECT array_agg(name) FROM schema_migrations) END AS names`,
  );
  const done = new Set(rows[0]?.names ?? []);
  return migrationFiles().filter((file) => !done.has(file));
}

export async function migrate(db: Db): Promise<string[]> {
  const client = await db.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of migrationFiles()) {
      if (done.has(file)) continue;
      await applyFile(client, file, async () => {
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        applied.push(file);
      });
    }
    await applyFile(client, path.basename(PRIVILEGES_FILE), async () => undefined);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  return applied;
}

async function applyFile(client: DbClient, file: string, record: () => Promise<void>): Promise<void> {
  const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  await client.query('BEGIN');
  try {
    await client.query(sql);
    await record();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
  }
}
