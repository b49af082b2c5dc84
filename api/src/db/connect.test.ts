/**
 * openDatabase without DATABASE_URL: it uses the embedded server already answering on PG_PORT
 * (as the CLI does next to a running API) and starts one only when none answers; that server
 * listens on loopback, authenticates with SCRAM and generated passwords, and comes back when its
 * postmaster is killed.
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { loadConfig } from '../config';
import { embeddedServerAnswers, openDatabase } from './connect';
import { credentialsFile, localUrl, readCredentials, REPO_VAR_DIR } from './embedded';
import { createPool } from './pool';

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

const scratchDir = () =>
  path.join(REPO_VAR_DIR, `pg-connect-test-${randomBytes(4).toString('hex')}`);
const config = loadConfig({}, { varDir: path.join(REPO_VAR_DIR, 'config-test') });

async function connectError(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('openDatabase with the embedded PostgreSQL', () => {
  // The test server is the embedded one unless the run was pointed at DATABASE_URL.
  const testPort = process.env.DATABASE_URL
    ? undefined
    : Number(new URL(process.env.TEST_PG_ADMIN_URL ?? 'postgres://x@127.0.0.1:1').port);
  const testDataDir = process.env.TEST_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-test');

  it.skipIf(testPort === undefined)(
    'uses the server already answering on PG_PORT and leaves it running',
    async () => {
      const reuse = { ...config, pgPort: testPort!, pgDataDir: testDataDir };
      const first = await openDatabase(reuse, { poolSize: 2 });
      const second = await openDatabase(reuse, { poolSize: 2 });
      try {
        expect(first.embedded).toBe('reused');
        expect(second.embedded).toBe('reused');
        const { rows } = await first.db.query<{ n: number; who: string }>(
          'SELECT count(*)::int AS n, current_user AS who FROM schema_migrations',
        );
        expect(rows[0]!.n).toBeGreaterThan(0);
        expect(rows[0]!.who).toBe('casino_api');
      } finally {
        await second.close();
        await first.close();
      }
      expect(await embeddedServerAnswers(testPort!, readCredentials(testDataDir))).toBe(true);
      // The 'casino' database it created on the test server is not the test's business.
      const admin = createPool(process.env.TEST_PG_ADMIN_URL!, 1);
      await admin.query('DROP DATABASE IF EXISTS casino WITH (FORCE)');
      await admin.end();
    },
  );

  it('starts one on loopback with SCRAM and generated passwords, shares it, and restarts it when killed', async () => {
    const dataDir = scratchDir();
    const port = await freePort();
    const restarts: number[] = [];
    const own = { ...config, pgPort: port, pgDataDir: dataDir };
    expect(await embeddedServerAnswers(port, readCredentials(dataDir))).toBe(false);
    try {
      const owner = await openDatabase(own, {
        poolSize: 2,
        onEmbeddedRestart: ({ attempt }) => restarts.push(attempt),
      });
      expect(owner.embedded).toBe('started');
      expect(owner.powers).toEqual({
        superuser: false,
        bypassRls: false,
        ownsTables: false,
        canRewriteLedger: false,
      });

      // Generated secrets, readable by this user only; the old fixed password opens nothing.
      const credentials = readCredentials(dataDir)!;
      expect(statSync(credentialsFile(dataDir)).mode & 0o077).toBe(0);
      expect(new Set(Object.values(credentials)).size).toBe(3);
      expect(await connectError(localUrl(port, 'postgres', 'postgres', 'postgres'))).toBe('28P01');
      expect(await connectError(localUrl(port, 'casino', 'casino_api', 'wrong'))).toBe('28P01');
      const admin = createPool(localUrl(port, 'postgres', 'postgres', credentials.superuser), 1);
      const hba = await admin.query<{ auth_method: string }>(
        `SELECT DISTINCT auth_method FROM pg_hba_file_rules WHERE type = 'host'`,
      );
      expect(hba.rows.map((r) => r.auth_method)).toEqual(['scram-sha-256']);
      expect((await admin.query('SHOW listen_addresses')).rows[0]).toEqual({
        listen_addresses: '127.0.0.1',
      });
      const stored = await admin.query<{ scram: boolean }>(
        `SELECT bool_and(rolpassword LIKE 'SCRAM-SHA-256$%') AS scram FROM pg_authid WHERE rolname IN ('postgres', 'casino_owner', 'casino_api')`,
      );
      expect(stored.rows[0]!.scram).toBe(true);
      await admin.end();

      const cli = await openDatabase(own, { poolSize: 2 });
      expect(cli.embedded).toBe('reused');
      await cli.db.query(`INSERT INTO players (username, password_hash) VALUES ('shared', 'x')`);
      const { rows } = await owner.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM players WHERE username = 'shared'`,
      );
      expect(rows[0]!.n).toBe(1);
      await cli.close();
      expect(await embeddedServerAnswers(port, credentials)).toBe(true);

      // kill -9 of the postmaster: it comes back and the pool reconnects, data intact.
      const before = owner.server!.pid()!;
      process.kill(before, 'SIGKILL');
      const deadline = Date.now() + 30_000;
      while (restarts.length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 200));
      expect(restarts).toEqual([1]);
      expect(owner.server!.pid()).not.toBe(before);
      let count: number | undefined;
      while (count === undefined && Date.now() < deadline) {
        count = await owner.db
          .query<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE username = 'shared'`)
          .then((r) => r.rows[0]!.n)
          .catch(() => undefined);
      }
      expect(count).toBe(1);

      // Closing the borrower left the owner's server up; closing the owner stops it.
      await owner.close();
      expect(await embeddedServerAnswers(port, credentials)).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(credentialsFile(dataDir), { force: true });
    }
  });

  it('refuses a data directory from before generated credentials instead of using a known password', async () => {
    const dataDir = scratchDir();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '18\n');
    try {
      await expect(
        openDatabase({ ...config, pgPort: await freePort(), pgDataDir: dataDir }),
      ).rejects.toThrow(/older version with a fixed password/);
      expect(existsSync(credentialsFile(dataDir))).toBe(false);
      expect(readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('18\n');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('says why the server did not start when its port is taken by something else', async () => {
    const dataDir = scratchDir();
    const squatter = createServer();
    const port = await new Promise<number>((resolve) =>
      squatter.listen(0, '127.0.0.1', () => resolve((squatter.address() as { port: number }).port)),
    );
    try {
      const { startEmbeddedPostgres } = await import('./embedded');
      await expect(startEmbeddedPostgres({ dataDir, port })).rejects.toThrow(
        /did not start on port \d+[\s\S]*Address already in use/,
      );
    } finally {
      squatter.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(credentialsFile(dataDir), { force: true });
    }
  });
});
