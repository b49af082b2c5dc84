/**
 * The sandbox's own database. PAYMENTS_DATABASE_URL, or in development a `payments_sandbox`
 * database owned by a role of the same name on the platform's embedded PostgreSQL: the platform's
 * superuser (its generated password beside the data directory) only creates them. The sandbox
 * never connects to the platform's database. Migrations: migrations/NNNN_name.sql, once each.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { SandboxConfig } from './config';

pg.types.setTypeParser(20, (value) => Number(value));
export type Db = pg.Pool;

const NAME = 'payments_sandbox';
const MIGRATIONS = fileURLToPath(new URL('../migrations/', import.meta.url));

export function createPool(url: string, max = 5): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function localUrl(port: number, database: string, user: string, password: string): string {
  return `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** As the superuser at `adminUrl`: a login role without powers owning its own database. */
export async function provisionDatabase(adminUrl: string, name: string, password: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error('bad database name');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
    await admin.query(
      `${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${name} WITH LOGIN PASSWORD ${admin.escapeLiteral(password)} NOSUPERUSER NOCREATEDB NOCREATEROLE`,
    );
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name} OWNER ${name}`);
    await admin.query(`REVOKE ALL ON DATABASE ${name} FROM PUBLIC`);
  } finally {
    await admin.end();
  }
  const inside = new pg.Client({ connectionString: new URL(`/${name}`, adminUrl).toString() });
  await inside.connect();
  try {
    await inside.query(`ALTER SCHEMA public OWNER TO ${name}`);
  } finally {
    await inside.end();
  }
}

function rolePassword(pgDataDir: string): string {
  const file = `${pgDataDir}.payments-sandbox-credentials.json`;
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

export async function migrate(db: Db): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7340024)');
    await client.query(
      'CREATE TABLE IF NOT EXISTS sandbox_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM sandbox_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    for (const name of readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      if (done.has(name)) continue;
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(`${MIGRATIONS}${name}`, 'utf8'));
        await client.query('INSERT INTO sandbox_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(7340024)').catch(() => undefined);
    client.release();
  }
}

export async function openSandboxDatabase(config: SandboxConfig): Promise<Db> {
  let url = config.databaseUrl;
  if (!url) {
    const credentials = `${config.pgDataDir}.credentials.json`;
    if (!existsSync(credentials))
      throw new Error(
        `no platform PostgreSQL credentials at ${credentials}: start the API first, or set PAYMENTS_DATABASE_URL`,
      );
    const { superuser } = JSON.parse(readFileSync(credentials, 'utf8')) as { superuser: string };
    const password = rolePassword(config.pgDataDir);
    await provisionDatabase(
      localUrl(config.pgPort, 'postgres', 'postgres', superuser),
      NAME,
      password,
    );
    url = localUrl(config.pgPort, NAME, NAME, password);
  }
  const db = createPool(url);
  await migrate(db);
  return db;
}
