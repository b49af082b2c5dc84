/**
 * A provider's migrations (`<directory>/NNNN_name.sql`), in name order, once each, each in its own
 * transaction, recorded in `<name>_migrations`; under an advisory lock, so two instances starting
 * together migrate one after the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from './pool';

export interface Migrations {
  /** The provider's name: its table is `<name>_migrations`, its errors say `<name> migration`. */
  name: string;
  /** Absolute directory of the .sql files, ending in a slash. */
  directory: string;
  /** The advisory lock key, distinct per provider (they may share a cluster). */
  lock: number;
}

export async function migrate(db: Db, migrations: Migrations): Promise<string[]> {
  const { name: provider, directory, lock } = migrations;
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(provider)) throw new Error('bad provider name');
  const table = `${provider}_migrations`;
  const client = await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lock]);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${table} (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = new Set(
      (await client.query<{ name: string }>(`SELECT name FROM ${table}`)).rows.map(
        (row) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const name of readdirSync(directory)
      .filter((file) => file.endsWith('.sql'))
      .sort()) {
      if (done.has(name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(`${directory}${name}`, 'utf8'));
        await client.query(`INSERT INTO ${table} (name) VALUES ($1)`, [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`${provider} migration ${name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch(() => undefined);
    client.release();
  }
}
