/**
 * The platform's own test database server (api/src/test/global-setup.ts): one embedded PostgreSQL
 * with a migrated template that each test file clones. Providers default to their own port and
 * directory so their runs never collide with the API's (TEST_PG_PORT / TEST_PG_DATA_DIR override).
 */
import path from 'node:path';
import { REPO_VAR_DIR } from '../src/secrets';

process.env.TEST_PG_PORT ||= '54338';
process.env.TEST_PG_DATA_DIR ||= path.join(REPO_VAR_DIR, 'pg-test-providers');

export { setup, teardown } from '@casino/api/testing/global-setup';
