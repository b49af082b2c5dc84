/**
 * A provider's own database beside the platform's, on the same PostgreSQL: a role with no powers
 * owning one database closed to everyone else. The cluster's superuser serves only to create them;
 * a provider never connects to the platform's database.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { localUrl } from './pool';

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const LIMITS = 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

/** As the superuser at `adminUrl`: `role` (login, no powers) owning `database`, closed to others. */
export async function provisionDatabase(
  adminUrl: string,
  input: { database: string; role: string; password: string },
): Promise<void> {
  const { database, role } = input;
  // Names go into SQL as identifiers: only plain lower-case names are taken.
  if (!NAME.test(database) || !NAME.test(role)) throw new Error('bad database or role name');
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

/**
 * The provider role's password, generated once per cluster and kept beside its data directory
 * (`<dir>.<name>-credentials.json`, mode 600). Two processes starting together agree: the file
 * appears whole (a hard link of a finished draft) and the second keeps the first one's.
 */
export function rolePassword(pgDataDir: string, name: string): string {
  const file = `${pgDataDir}.${name}-credentials.json`;
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

export interface DevelopmentDatabase {
  /** Database and role name, e.g. `studio`. */
  name: string;
  /** The platform's embedded PostgreSQL: its data directory and port. */
  pgDataDir: string;
  pgPort: number;
  /** The variable that names a production database instead, for the error message. */
  urlVariable: string;
}

/** Development: the provider's database on the platform's embedded PostgreSQL, provisioned. */
export async function developmentDatabaseUrl(input: DevelopmentDatabase): Promise<string> {
  const credentialsFile = `${input.pgDataDir}.credentials.json`;
  if (!existsSync(credentialsFile)) {
    throw new Error(
      `no platform PostgreSQL credentials at ${credentialsFile}: start the API first (it starts the embedded PostgreSQL), or set ${input.urlVariable}`,
    );
  }
  const { superuser } = JSON.parse(readFileSync(credentialsFile, 'utf8')) as { superuser: string };
  const password = rolePassword(input.pgDataDir, input.name);
  await provisionDatabase(localUrl(input.pgPort, 'postgres', 'postgres', superuser), {
    database: input.name,
    role: input.name,
    password,
  });
  return localUrl(input.pgPort, input.name, input.name, password);
}
