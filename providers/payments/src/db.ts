/**
 * The sandbox's own database. PAYMENTS_DATABASE_URL, or in development a `payments_sandbox`
 * database owned by a role of the same name on the platform's embedded PostgreSQL, provisioned and
 * migrated by the provider kit. The sandbox never connects to the platform's database.
 */
import { fileURLToPath } from 'node:url';
import { openProviderDatabase, type Db, type Migrations } from '@casino/provider-kit';
import pg from 'pg';
import type { SandboxConfig } from './config';

// Amounts are bigint columns in millimes, well inside a safe integer: read them as numbers.
pg.types.setTypeParser(20, (value) => Number(value));
export type { Db };

/** providers/payments/migrations/NNNN_name.sql, recorded in payments_sandbox_migrations. */
export const SANDBOX_MIGRATIONS: Migrations = {
  name: 'payments_sandbox',
  directory: fileURLToPath(new URL('../migrations/', import.meta.url)),
  lock: 7_340_024,
};

export function openSandboxDatabase(config: SandboxConfig): Promise<Db> {
  return openProviderDatabase({
    databaseUrl: config.databaseUrl,
    pgDataDir: config.pgDataDir,
    pgPort: config.pgPort,
    urlVariable: 'PAYMENTS_DATABASE_URL',
    migrations: SANDBOX_MIGRATIONS,
  });
}
