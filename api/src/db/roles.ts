/**
 * The two database roles (see migrations/privileges.sql): the owner runs migrations and owns every
 * object; the API connects as a role that is neither superuser nor owner. On the embedded server
 * the superuser creates both with their generated passwords; elsewhere the operator creates them.
 */
import pg from 'pg';
import { createPool, type Db } from './pool';

export const OWNER_ROLE = 'casino_owner';
export const API_ROLE = 'casino_api';

const LIMITS = 'NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS';

async function ensureRole(admin: pg.Client, name: string, password: string): Promise<void> {
  const literal = pg.Client.prototype.escapeLiteral(password);
  const found = await admin.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [name]);
  await admin.query(
    `${found.rowCount ? 'ALTER' : 'CREATE'} ROLE ${name} WITH LOGIN PASSWORD ${literal} ${LIMITS}`,
  );
}

/** The advisory lock that serialises provisioning on one server. */
const PROVISIONING_LOCK = 727_001;

/**
 * As the superuser at `adminUrl`: both roles with these passwords, and `database` owned by the
 * owner role, its public schema closed to everyone else. Every operator command provisions first,
 * so two of them can run at once: they take turns under an advisory lock, since PostgreSQL refuses
 * two concurrent updates of one role ("tuple concurrently updated").
 */
export async function provisionDatabase(
  adminUrl: string,
  database: string,
  passwords: { owner: string; api: string },
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [PROVISIONING_LOCK]);
    await ensureRole(admin, OWNER_ROLE, passwords.owner);
    await ensureRole(admin, API_ROLE, passwords.api);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${database} OWNER ${OWNER_ROLE}`);
    await admin.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
    await admin.query(`GRANT CONNECT ON DATABASE ${database} TO ${API_ROLE}`);
    const inside = createPool(withDatabase(adminUrl, database), 1);
    try {
      await inside.query(`ALTER SCHEMA public OWNER TO ${OWNER_ROLE}`);
    } finally {
      await inside.end();
    }
  } finally {
    // Ending the session releases its advisory lock.
    await admin.end();
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function withUser(url: string, user: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(user);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

export interface RolePowers {
  superuser: boolean;
  bypassRls: boolean;
  ownsTables: boolean;
  canRewriteLedger: boolean;
}

/** What the connected role could do to the ledger besides calling its functions. */
export async function rolePowers(db: Db): Promise<RolePowers> {
  const { rows } = await db.query<RolePowers>(`
    SELECT r.rolsuper AS superuser, r.rolbypassrls AS "bypassRls",
           EXISTS (SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND pg_has_role(tableowner, 'USAGE')) AS "ownsTables",
           has_table_privilege('ledger_entries', 'UPDATE') OR has_table_privilege('ledger_entries', 'DELETE')
             OR has_table_privilege('wallet_transactions', 'UPDATE') OR has_table_privilege('accounts', 'UPDATE') AS "canRewriteLedger"
      FROM pg_roles r WHERE r.rolname = current_user`);
  return rows[0]!;
}
