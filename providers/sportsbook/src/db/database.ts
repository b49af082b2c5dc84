/**
 * The sportsbook's own database. Production: SPORTSBOOK_DATABASE_URL. Development: a `sportsbook`
 * database owned by a `sportsbook` role (no powers) on the platform's embedded PostgreSQL,
 * provisioned by the provider kit. The sportsbook never connects to the platform's database.
 */
import { fileURLToPath } from 'node:url';
import { openProviderDatabase, type Db, type Migrations } from '@casino/provider-kit';
import type { SportsbookConfig } from '../config';

export type { Db };

/** providers/sportsbook/migrations/NNNN_name.sql, recorded in sportsbook_migrations. */
export const SPORTSBOOK_MIGRATIONS: Migrations = {
  name: 'sportsbook',
  directory: fileURLToPath(new URL('../../migrations/', import.meta.url)),
  lock: 7_340_101,
};

export function openDatabase(config: SportsbookConfig): Promise<Db> {
  return openProviderDatabase({
    databaseUrl: config.databaseUrl,
    pgDataDir: config.pgDataDir,
    pgPort: config.pgPort,
    urlVariable: 'SPORTSBOOK_DATABASE_URL',
    migrations: SPORTSBOOK_MIGRATIONS,
  });
}
