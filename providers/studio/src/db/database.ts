/**
 * The studio's own database. Production: STUDIO_DATABASE_URL. Development: a `studio` database
 * owned by a `studio` role on the platform's embedded PostgreSQL (started by the API), provisioned
 * by the provider kit. The studio never connects to the platform's database.
 */
import { fileURLToPath } from 'node:url';
import { openProviderDatabase, type Db, type Migrations } from '@casino/provider-kit';
import type { StudioConfig } from '../config';

export type { Db };

/** providers/studio/migrations/NNNN_name.sql, recorded in studio_migrations. */
export const STUDIO_MIGRATIONS: Migrations = {
  name: 'studio',
  directory: fileURLToPath(new URL('../../migrations/', import.meta.url)),
  lock: 7_340_001,
};

/**
 * Every shared-round leader (crash, roulette, each table family) and every hub holds one
 * connection for as long as it runs (its advisory lock, its LISTEN): with the table families that
 * is ten or more, so the pool is sized to leave the requests room beside them.
 */
export const STUDIO_POOL_SIZE = 24;

export function openStudioDatabase(config: StudioConfig): Promise<Db> {
  return openProviderDatabase({
    databaseUrl: config.databaseUrl,
    pgDataDir: config.pgDataDir,
    pgPort: config.pgPort,
    urlVariable: 'STUDIO_DATABASE_URL',
    migrations: STUDIO_MIGRATIONS,
    poolSize: STUDIO_POOL_SIZE,
  });
}
