/**
 * The database the API, the CLI and the launcher use: DATABASE_URL when set, else an embedded
 * PostgreSQL under var/ (started here, stopped by `close`).
 */
import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded';
import { migrate } from './migrate';
import { createPool, type Db } from './pool';

export interface Database {
  db: Db;
  close(): Promise<void>;
}

const APP_DATABASE = 'casino';

async function ensureDatabase(server: EmbeddedServer): Promise<string> {
  const admin = createPool(server.adminUrl, 1);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [APP_DATABASE]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${APP_DATABASE}`);
  } finally {
    await admin.end();
  }
  return server.urlFor(APP_DATABASE);
}

export async function openDatabase(config: Config, poolSize = 20): Promise<Database> {
  let server: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir: config.pgDataDir, port: config.pgPort });
    url = await ensureDatabase(server);
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
    async close() {
      await db.end();
      await server?.stop();
    },
  };
}
