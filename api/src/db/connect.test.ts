/**
 * openDatabase without DATABASE_URL: it uses the embedded server already answering on PG_PORT
 * (as the CLI does next to a running API) and starts one only when none answers.
 */
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import { embeddedServerAnswers, openDatabase } from './connect';
import { REPO_VAR_DIR } from './embedded';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const scratchDir = () => path.join(REPO_VAR_DIR, `pg-connect-test-${randomBytes(4).toString('hex')}`);

describe('openDatabase with the embedded PostgreSQL', () => {
  // The test server is the embedded one unless the run was pointed at DATABASE_URL.
  const testPort = process.env.DATABASE_URL ? undefined : Number(new URL(process.env.TEST_PG_ADMIN_URL ?? 'postgres://x@127.0.0.1:1').port);

  it.skipIf(testPort === undefined)('uses the server already answering on PG_PORT and leaves it running', async () => {
    const dataDir = scratchDir();
    const config = { ...loadConfig({}), pgPort: testPort!, pgDataDir: dataDir };
    const first = await openDatabase(config, 2);
    const second = await openDatabase(config, 2);
    try {
      expect(first.embedded).toBe('reused');
      expect(second.embedded).toBe('reused');
      // Nothing was initialised or started: the data dir was never created.
      expect(existsSync(dataDir)).toBe(false);
      const { rows } = await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await second.close();
      await first.close();
    }
    expect(await embeddedServerAnswers(testPort!)).toBe(true);
    // The 'casino' database it created on the test server is not the test's business.
    const admin = await openDatabase({ ...config, databaseUrl: process.env.TEST_PG_ADMIN_URL }, 1);
    await admin.db.query('DROP DATABASE IF EXISTS casino WITH (FORCE)');
    await admin.close();
  });

  it('starts one when none answers, and a second opener shares it instead of starting another', async () => {
    const dataDir = scratchDir();
    const port = await freePort();
    const config = { ...loadConfig({}), pgPort: port, pgDataDir: dataDir };
    expect(await embeddedServerAnswers(port)).toBe(false);
    try {
      const owner = await openDatabase(config, 2);
      expect(owner.embedded).toBe('started');
      const cli = await openDatabase(config, 2);
      expect(cli.embedded).toBe('reused');
      await cli.db.query(`INSERT INTO players (username, password_hash) VALUES ('shared', 'x')`);
      const { rows } = await owner.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE username = 'shared'`);
      expect(rows[0]!.n).toBe(1);
      await cli.close();
      // Closing the borrower leaves the owner's server up; closing the owner stops it.
      expect(await embeddedServerAnswers(port)).toBe(true);
      await owner.close();
      expect(await embeddedServerAnswers(port)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
