/**
 * The database the API, the CLI and the launcher use: DATABASE_URL when set, else the embedded
 * PostgreSQL on PG_PORT. When one already answers there (the running API started it), it is used
 * as it is and left running on `close`; otherwise one is started under PG_DATA_DIR and stopped by
 * `close`. Starting a second server on the same data dir would fail on the data dir's lock.
 */
import pg from 'pg';
import type { Config } from '../config';
import { embeddedUrl, startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { migrate } from './migrate';
import { createPool, type Db } from './pool';

export interface Database {
  db: Db;
  /** How the embedded server was reached; undefined with DATABASE_URL. */
  embedded?: 'started' | 'reused';
  close(): Promise<void>;
}

const APP_DATABASE = 'casino';

async function ensureDatabase(adminUrl: string): Promise<void> {
  const admin = createPool(adminUrl, 1);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${APP_DATABASE}`);
  } finally {
    await admin.end();
  }
}

/** Whether an embedded server (our user and password) already answers on the port. */
export async function embeddedServerAnswers(port: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: embeddedUrl(port, 'postgres'), connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function openDatabase(config: Config, poolSize = 20): Promise<Database> {
  let server: EmbeddedServer | undefined;
  let embedded: Database['embedded'];
  let url = config.databaseUrl;
  if (!url) {
    if (await embeddedServerAnswers(config.pgPort)) {
      embedded = 'reused';
    } else {
      server = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort });
      embedded = 'started';
    }
    try {
      await ensureDatabase(embeddedUrl(config.pgPort, 'postgres'));
    } catch (error) {
      await server?.stop();
      throw error;
    }
    url = embeddedUrl(config.pgPort, APP_DATABASE);
  }
  const db = createPool(url, poolSize);
  try {
    await migrate(db);
  } catch (error) {
    await db.end();
    await server?.stop();
    throw error;
  }
  return {
    db,
    embedded,
    async close() {
      await db.end();
      await server?.stop();
    },
  };
}
