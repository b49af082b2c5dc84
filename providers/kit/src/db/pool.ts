/** A provider's connection pool, and the URL of a database on the local PostgreSQL. */
import pg from 'pg';

export type Db = pg.Pool;

export function createPool(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection lost while idle or checked out (PostgreSQL restarted, the backend terminated)
  // fails its query, never the process; the next query opens a new one.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function localUrl(port: number, database: string, user: string, password: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
