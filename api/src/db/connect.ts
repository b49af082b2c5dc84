/**
 * The database the API, the CLI and the launcher use, reached as the API's role (not a superuser,
 * see migrations/privileges.sql):
 * - with DATABASE_URL, that server; DATABASE_OWNER_URL, when given, migrates it first;
 * - otherwise the embedded PostgreSQL on PG_PORT. When one already answers there (the running API
 *   started it) it is used as it is and left running on `close`; otherwise one is started under
 *   PG_DATA_DIR and stopped by `close`. Its superuser creates the owner and API roles and the
 *   `casino` database; the owner migrates it.
 * Migrations, privileges and the catalogue seed run as the owner; nothing else does.
 */
import pg from 'pg';
import type { Config } from '../config';
import { seedCatalogue } from '../seed/demo-seed';
import {
  localUrl,
  readCredentials,
  startEmbeddedPostgres,
  type EmbeddedCredentials,
  type EmbeddedServer,
} from './embedded';
import { migrate, pendingMigrations } from './migrate';
import { createPool, type Db } from './pool';
import { API_ROLE, OWNER_ROLE, provisionDatabase, rolePowers, type RolePowers } from './roles';

export interface Database {
  db: Db;
  /** How the embedded server was reached; undefined with DATABASE_URL. */
  embedded?: 'started' | 'reused';
  /** The embedded server this process started, if any. */
  server?: EmbeddedServer;
  /** What the API's role could do beyond the ledger functions (all false when set up right). */
  powers: RolePowers;
  close(): Promise<void>;
}

export interface OpenOptions {
  poolSize?: number;
  /** When this process starts the embedded server: restart it if it dies, telling this. */
  onEmbeddedRestart?: (event: { attempt: number; error?: unknown }) => void;
}

const APP_DATABASE = 'casino';

/** Whether an embedded server with these credentials already answers on the port. */
export async function embeddedServerAnswers(
  port: number,
  credentials: EmbeddedCredentials | undefined,
): Promise<boolean> {
  if (!credentials) return false;
  const client = new pg.Client({
    connectionString: localUrl(port, 'postgres', 'postgres', credentials.superuser),
    connectionTimeoutMillis: 3000,
  });
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

interface Endpoints {
  apiUrl: string;
  ownerUrl: string | undefined;
  embedded?: Database['embedded'];
  server?: EmbeddedServer;
}

async function embeddedEndpoints(config: Config, options: OpenOptions): Promise<Endpoints> {
  let server: EmbeddedServer | undefined;
  let credentials = readCredentials(config.pgDataDir);
  const reused = await embeddedServerAnswers(config.pgPort, credentials);
  if (!reused) {
    server = await startEmbeddedPostgres({
      dataDir: config.pgDataDir,
      port: config.pgPort,
      restartOnExit: options.onEmbeddedRestart,
    });
    credentials = server.credentials;
  }
  try {
    await provisionDatabase(
      localUrl(config.pgPort, 'postgres', 'postgres', credentials!.superuser),
      APP_DATABASE,
      credentials!,
    );
  } catch (error) {
    await server?.stop();
    throw error;
  }
  return {
    apiUrl: localUrl(config.pgPort, APP_DATABASE, API_ROLE, credentials!.api),
    ownerUrl: localUrl(config.pgPort, APP_DATABASE, OWNER_ROLE, credentials!.owner),
    embedded: reused ? 'reused' : 'started',
    server,
  };
}

/** As the owner: migrations, privileges, the catalogue. Without an owner: refuses a stale schema. */
async function prepareSchema(apiDb: Db, ownerUrl: string | undefined): Promise<void> {
  if (!ownerUrl) {
    const pending = await pendingMigrations(apiDb);
    if (pending.length > 0) {
      throw new Error(
        `the database lacks ${pending.length} migration(s) (${pending.join(', ')}): start once with DATABASE_OWNER_URL`,
      );
    }
    return;
  }
  const owner = createPool(ownerUrl, 2);
  try {
    await migrate(owner);
    await seedCatalogue(owner);
  } finally {
    await owner.end();
  }
}

export async function openDatabase(config: Config, options: OpenOptions = {}): Promise<Database> {
  const endpoints: Endpoints = config.databaseUrl
    ? { apiUrl: config.databaseUrl, ownerUrl: config.databaseOwnerUrl }
    : await embeddedEndpoints(config, options);
  const db = createPool(endpoints.apiUrl, options.poolSize ?? 20);
  try {
    await prepareSchema(db, endpoints.ownerUrl);
    const powers = await rolePowers(db);
    return {
      db,
      embedded: endpoints.embedded,
      server: endpoints.server,
      powers,
      async close() {
        await db.end();
        await endpoints.server?.stop();
      },
    };
  } catch (error) {
    await db.end();
    await endpoints.server?.stop();
    throw error;
  }
}
