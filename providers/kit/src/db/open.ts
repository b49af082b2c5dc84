/**
 * Opens a provider's database: production names it by URL; development provisions it on the
 * platform's embedded PostgreSQL. Either way it is migrated before the first query.
 */
import { migrate, type Migrations } from './migrate';
import { createPool, type Db } from './pool';
import { developmentDatabaseUrl } from './provision';

export interface ProviderDatabase {
  databaseUrl?: string;
  pgDataDir: string;
  pgPort: number;
  /** The variable that names the production database (its absence is explained with it). */
  urlVariable: string;
  migrations: Migrations;
  /** Connections in the pool (10 unless the provider holds many for long, e.g. one per round leader). */
  poolSize?: number;
}

export async function openProviderDatabase(input: ProviderDatabase): Promise<Db> {
  const url =
    input.databaseUrl ??
    (await developmentDatabaseUrl({
      name: input.migrations.name,
      pgDataDir: input.pgDataDir,
      pgPort: input.pgPort,
      urlVariable: input.urlVariable,
    }));
  const db = createPool(url, input.poolSize);
  try {
    await migrate(db, input.migrations);
  } catch (error) {
    await db.end();
    throw error;
  }
  return db;
}
