/**
 * The sportsbook's own database. Production: SPORTSBOOK_DATABASE_URL. Development: a `sportsbook`
 * database owned by a `sportsbook` role (no powers) on the platform's embedded PostgreSQL; the
 * cluster's superuser password (kept beside its data directory by the API) serves only to create
 * them. The sportsbook never connects to the platform's database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { SportsbookConfig } from '../config';
import { migrate } from './migrate';

export type Db = pg.Pool;

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

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

export async function provisionDatabase(
  adminUrl: string,
  input: { database: string; role: string; password: string },
): Promise<void> {
  const { database, role } = input;
  if (!NAME.test(database) || !NAME.test(role)) throw new Error('bad database or role name');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const password = admin.escapeLiteral(input.password);
    const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    await admin.query(
      `${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} WITH LOGIN PASSWORD ${password} NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`,
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

function rolePassword(pgDataDir: string): string {
  const file = `${pgDataDir}.sportsbook-credentials.json`;
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

async function developmentUrl(config: SportsbookConfig): Promise<string> {
  const credentialsFile = `${config.pgDataDir}.credentials.json`;
  if (!existsSync(credentialsFile)) {
    throw new Error(
      `no platform PostgreSQL credentials at ${credentialsFile}: start the API first, or set SPORTSBOOK_DATABASE_URL`,
    );
  }
  const { superuser } = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { superuser: string };
  const password = rolePassword(config.pgDataDir);
  await provisionDatabase(localUrl(config.pgPort, 'postgres', 'postgres', superuser), {
    database: 'sportsbook',
    role: 'sportsbook',
    password,
  });
  return localUrl(config.pgPort, 'sportsbook', 'sportsbook', password);
}

export async function openDatabase(config: SportsbookConfig): Promise<Db> {
  const db = createPool(config.databaseUrl ?? (await developmentUrl(config)));
  try {
    await migrate(db);
  } catch (error) {
    await db.end();
    throw error;
  }
  return db;
}
