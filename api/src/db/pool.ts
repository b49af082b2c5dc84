import pg from 'pg';

// BIGINT (int8) columns hold millimes; they fit a JS number exactly up to 2^53, far above any
// balance this product holds, so read them as numbers rather than strings.
pg.types.setTypeParser(20, (value) => Number(value));

export type Db = pg.Pool;
export type DbClient = pg.PoolClient;

export function createPool(connectionString: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Nor one checked out (a transaction, a held connection): the pool drops its listener while a
  // client is out, so a connection cut then would be an unhandled 'error' event. The query in
  // progress still fails, and the client is not reused once it is released.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Runs `work` in one database transaction on one client. */
export async function inTransaction<T>(db: Db, work: (client: DbClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
