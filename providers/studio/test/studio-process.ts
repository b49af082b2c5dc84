/**
 * The studio as a real process (`src/main.ts` under tsx), for tests that kill it: its own
 * database on the tests' PostgreSQL and the real platform API's wallet. `start()` runs it (again)
 * and answers once it prints "Studio ready"; `kill(signal)` signals it and waits for it (and its
 * push workers) to be gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import type { Platform } from '@casino/wallet-client/testing';
import { STUDIO_MIGRATIONS, type Db } from '../src/db/database';

const STUDIO_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface StudioProcess {
  /** Origin it listens on. */
  url: string;
  /** Its database, as the test reads it. */
  db: Db;
  start(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  close(): Promise<void>;
}

export async function studioProcess(platform: Platform, port: number): Promise<StudioProcess> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `studio_proc_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(16).toString('hex');
  await provisionDatabase(adminUrl, { database: name, role: name, password });
  const databaseUrl = new URL(`/${name}`, adminUrl);
  databaseUrl.username = name;
  databaseUrl.password = password;
  const db = createPool(databaseUrl.toString(), 4);
  await migrate(db, STUDIO_MIGRATIONS);
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  async function start(): Promise<void> {
    const started = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: STUDIO_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        STUDIO_PORT: String(port),
        STUDIO_DATABASE_URL: databaseUrl.toString(),
        STUDIO_SECRET: platform.studioSecret,
        STUDIO_WALLET_URL: platform.baseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout!.setEncoding('utf8');
      started.stdout!.on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Studio ready')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`the studio exited (${code}): ${output}`)));
    });
  }

  async function kill(signal: NodeJS.Signals): Promise<void> {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await exited;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    db,
    start,
    kill,
    async close() {
      await kill('SIGTERM');
      await db.end();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

/** A loopback port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
