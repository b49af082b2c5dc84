/** The sportsbook's migrations (migrations/NNNN_name.sql), in name order, once each, under a lock. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './database';

const DIRECTORY = fileURLToPath(new URL('../../migrations/', import.meta.url));
const LOCK = 7_340_101;

export async function migrate(db: Db): Promise<string[]> {
  const client = await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS sportsbook_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM sportsbook_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const name of readdirSync(DIRECTORY)
      .filter((file) => file.endsWith('.sql'))
      .sort()) {
      if (done.has(name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(`${DIRECTORY}${name}`, 'utf8'));
        await client.query('INSERT INTO sportsbook_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`sportsbook migration ${name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      applied.push(name);
    }
    return applied;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK]).catch(() => undefined);
    client.release();
  }
}
