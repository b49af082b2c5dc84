/**
 * One PostgreSQL for the whole test run (embedded under var/pg-test, or DATABASE_URL's server),
 * with a migrated, catalogue-seeded template database. Each test file clones the template into
 * its own database, so files never see each other's data.
 */
import path from 'node:path';
import { REPO_VAR_DIR, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { seedCatalogue } from '../seed/demo-seed';

export const TEMPLATE_DATABASE = 'casino_test_template';

let server: EmbeddedServer | undefined;

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function setup(): Promise<void> {
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
  } else {
    server = await startEmbeddedPostgres({
      dataDir: process.env.TEST_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-test'),
      port: Number(process.env.TEST_PG_PORT || 54339),
    });
    adminUrl = server.adminUrl;
  }
  const admin = createPool(adminUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  const template = createPool(withDatabase(adminUrl, TEMPLATE_DATABASE), 2);
  await migrate(template);
  await seedCatalogue(template);
  await template.end();
  await admin.end();
  process.env.TEST_PG_ADMIN_URL = adminUrl;
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
