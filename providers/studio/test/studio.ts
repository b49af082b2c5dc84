/**
 * A studio for tests: its own database (a fresh database and role on the tests' PostgreSQL,
 * provisioned the way development provisions `studio`) and the real platform API in-process
 * (wallet-client's test fixture), reached over HTTP with the real signature.
 */
import { randomBytes } from 'node:crypto';
import { createWalletClient, type WalletClient } from '@casino/wallet-client';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startPlatform, type Platform } from '../../wallet-client/test/platform';
import { buildStudioApp } from '../src/app';
import { BASE_PATH, type StudioConfig } from '../src/config';
import { createPool, provisionStudioDatabase, type Db } from '../src/db/database';
import { migrate } from '../src/db/migrate';

export interface TestStudio {
  app: FastifyInstance;
  db: Db;
  wallet: WalletClient;
  platform: Platform;
  config: StudioConfig;
  /** A player holding `cash`, launched into `gameId`: the studio session id after /play. */
  playerInGame(cash: number, gameId: number, lang?: string): Promise<{ id: number; session: string; launch: URL }>;
  close(): Promise<void>;
}

export async function startTestStudio(walletFor?: (real: WalletClient) => WalletClient): Promise<TestStudio> {
  const platform = await startPlatform();
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `studio_test_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(16).toString('hex');
  await provisionStudioDatabase(adminUrl, { database: name, role: name, password });
  const url = new URL(`/${name}`, adminUrl);
  url.username = name;
  url.password = password;
  const db = createPool(url.toString(), 5);
  await migrate(db);
  const real = createWalletClient({ baseUrl: platform.baseUrl, provider: 'studio', secret: platform.studioSecret, retryDelaysMs: [10, 20] });
  const wallet = walletFor ? walletFor(real) : real;
  const config: StudioConfig = {
    production: false,
    host: '127.0.0.1',
    port: 0,
    basePath: BASE_PATH,
    walletUrl: platform.baseUrl,
    secret: platform.studioSecret,
    pgDataDir: '',
    pgPort: 0,
    frameAncestors: "'self'",
    logLevel: 'warn',
  };
  const app = await buildStudioApp({ config, db, wallet, logger: false });
  return {
    app,
    db,
    wallet,
    platform,
    config,
    async playerInGame(cash, gameId, lang = 'fr') {
      const player = await platform.player(cash);
      const launch = await platform.launch(player.bearer, gameId);
      const response = await app.inject({ method: 'GET', url: `${launch.pathname}${launch.search.replace(/lang=\w+/, `lang=${lang}`)}` });
      if (response.statusCode !== 303) throw new Error(`launch: ${response.statusCode} ${response.body}`);
      const session = /\/game\/([A-Za-z0-9_-]+)$/.exec(String(response.headers.location))![1]!;
      return { id: player.id, session, launch };
    },
    async close() {
      await app.close();
      await db.end();
      await platform.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
