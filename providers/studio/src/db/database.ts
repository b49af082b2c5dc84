/**
 * The studio's own database. Production: STUDIO_DATABASE_URL. Development: a `studio` database
 * owned by a `studio` role on the platform's embedded PostgreSQL (started by the API); the
 * platform's superuser (its generated password beside the data directory) is used only to create
 * that role and database. The studio never connects to the platform's database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { StudioConfig } from '../config';
import { migrate } from './migrate';

export type Db = pg.Pool;

const LIMITS = 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

export function createPool(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server is reported here; the next query gets a new connection.
  pool.on('error', () => undefined);
  // A checked-out client has no pool listener: a connection lost then (PostgreSQL restarted, the
  // backend terminated) must fail its query, not end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

export function localUrl(port: number, database: string, user: string, password: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** As the superuser at `adminUrl`: `role` (login, no powers) owning `database`, closed to others. */
export async function provisionStudioDatabase(
  adminUrl: string,
  input: { database: string; role: string; password: string },
): Promise<void> {
  const { database, role } = input;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database) || !/^[a-z_][a-z0-9_]{0,62}$/.test(role))
    throw new Error('bad database or role name');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const password = admin.escapeLiteral(input.password);
    const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    await admin.query(
      `${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} WITH LOGIN PASSWORD ${password} ${LIMITS}`,
    );
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${database} OWNER ${role}`);
    await admin.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
  } finally {
    await admin.end();
  }
  const inside = new pg.Client({ connectionString: new URL(`/${database}`, adminUrl).toString() });
  await inside.connect();
  try {
    await inside.query(`ALTER SCHEMA public OWNER TO ${role}`);
  } finally {
    await inside.end();
  }
}

/** The studio role's password, generated once per cluster and kept beside its data directory. */
function studioPassword(pgDataDir: string): string {
  const file = `${pgDataDir}.studio-credentials.json`;
  if (!existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, `${JSON.stringify({ password: randomBytes(24).toString('hex') })}\n`, {
      mode: 0o600,
    });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as { password: string }).password;
}

async function developmentUrl(config: StudioConfig): Promise<string> {
  const credentialsFile = `${config.pgDataDir}.credentials.json`;
  if (!existsSync(credentialsFile)) {
    throw new Error(
      `no platform PostgreSQL credentials at ${credentialsFile}: start the API first (it starts the embedded PostgreSQL), or set STUDIO_DATABASE_URL`,
    );
  }
  const { superuser } = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { superuser: string };
  const password = studioPassword(config.pgDataDir);
  await provisionStudioDatabase(localUrl(config.pgPort, 'postgres', 'postgres', superuser), {
    database: 'studio',
    role: 'studio',
    password,
  });
  return localUrl(config.pgPort, 'studio', 'studio', password);
}

export async function openStudioDatabase(config: StudioConfig): Promise<Db> {
  const url = config.databaseUrl ?? (await developmentUrl(config));
  const db = createPool(url);
  try {
    await migrate(db);
  } catch (error) {
    await db.end();
    throw error;
  }
  return db;
}
