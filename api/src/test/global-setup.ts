/**
 * One PostgreSQL for the whole test run (embedded under var/pg-test, or DATABASE_URL's server),
 * with the owner and API roles and a migrated, catalogue-seeded template database owned by the
 * owner. Each test file clones the template into its own database and connects as the API role,
 * as the API does, so files never see each other's data.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REPO_VAR_DIR, startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { OWNER_ROLE, provisionDatabase, withDatabase, withUser } from '../db/roles';
import { seedCatalogue } from '../seed/demo-seed';

export const TEMPLATE_DATABASE = 'casino_test_template';

let server: EmbeddedServer | undefined;

export async function setup(): Promise<void> {
  let adminUrl: string;
  let passwords: { owner: string; api: string };
  if (process.env.DATABASE_URL) {
    adminUrl = withDatabase(process.env.DATABASE_URL, 'postgres');
    passwords = { owner: randomBytes(24).toString('hex'), api: randomBytes(24).toString('hex') };
  } else {
    server = await startEmbeddedPostgres({
      dataDir: process.env.TEST_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-test'),
      port: Number(process.env.TEST_PG_PORT || 54339),
      replaceLegacy: true,
    });
    adminUrl = server.adminUrl;
    passwords = server.credentials;
  }
  const admin = createPool(adminUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.end();
  await provisionDatabase(adminUrl, TEMPLATE_DATABASE, passwords);
  const template = createPool(
    withUser(withDatabase(adminUrl, TEMPLATE_DATABASE), OWNER_ROLE, passwords.owner),
    2,
  );
  await migrate(template);
  await seedCatalogue(template);
  await template.end();
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  process.env.TEST_PG_OWNER_PASSWORD = passwords.owner;
  process.env.TEST_PG_API_PASSWORD = passwords.api;
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
