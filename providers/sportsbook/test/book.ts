/**
 * A sportsbook for tests: its own database (a fresh database and role on the tests' PostgreSQL,
 * provisioned as development provisions `sportsbook`), the real platform API in-process
 * (wallet-client's fixture) reached over HTTP with real signatures, and a feed on a clock the test
 * moves, so matches kick off and end when the test says.
 */
import { randomBytes } from 'node:crypto';
import {
  createWalletClient,
  type WalletClient,
  type WalletClientOptions,
} from '@casino/wallet-client';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startPlatform, type Platform } from '@casino/wallet-client/testing';
import { bearer } from '@casino/api/testing';
import { buildApp } from '../src/app';
import { settleEvent } from '../src/bets/service';
import { BASE_PATH, type SportsbookConfig } from '../src/config';
import { SPORTSBOOK_MIGRATIONS, type Db } from '../src/db/database';
import { Feed } from '../src/live/feed';
import { PushHub } from '../src/live/hub';
import { buildClient } from '../src/page/assets';
import { seeded } from './seeded';

export interface TestBook {
  app: FastifyInstance;
  db: Db;
  feed: Feed;
  hub: PushHub;
  wallet: WalletClient;
  platform: Platform;
  config: SportsbookConfig;
  /** Moves the feed's clock and runs one pass of it (kick-offs, steps, settlement). */
  advance(ms: number): Promise<void>;
  now(): number;
  /** Settlements started by the feed, awaited. */
  settled(): Promise<void>;
  /** A player holding `cash` with an open sportsbook session (from GET /api/sport, as mf-sport does). */
  player(cash: number): Promise<{ id: number; session: string; bearer: string }>;
  sportToken(bearerToken: string, path?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestBookOptions {
  walletFor?: (real: WalletClient) => WalletClient;
  fetch?: WalletClientOptions['fetch'];
  config?: Partial<SportsbookConfig>;
  /** The feed on the wall clock, ticking by itself (soak, benchmark) instead of the test's clock. */
  realTime?: boolean;
  /** The sportsbook's database URL as it reaches it (through a relay a test can cut). */
  databaseVia?: (url: string) => string;
  /** The simulator's seed: the same draws on every run (the default unless a test needs others). */
  seed?: number;
}

/** Any fixed seed will do; a test must not depend on a lucky one. */
const DEFAULT_SEED = 20_261_203;

export async function startTestBook(options: TestBookOptions = {}): Promise<TestBook> {
  const platform = await startPlatform();
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = `sportsbook_test_${randomBytes(5).toString('hex')}`;
  const password = randomBytes(16).toString('hex');
  await provisionDatabase(adminUrl, { database: name, role: name, password });
  const databaseUrl = new URL(`/${name}`, adminUrl);
  databaseUrl.username = name;
  databaseUrl.password = password;
  const db = createPool((options.databaseVia ?? String)(databaseUrl.toString()), 8);
  await migrate(db, SPORTSBOOK_MIGRATIONS);
  const secret = platform.context.config.providerSecrets.sportsbook!;
  const real = createWalletClient({
    baseUrl: platform.baseUrl,
    provider: 'sportsbook',
    secret,
    retryDelaysMs: [10, 20],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const wallet = options.walletFor ? options.walletFor(real) : real;
  const config: SportsbookConfig = {
    production: false,
    host: '127.0.0.1',
    port: 0,
    basePath: BASE_PATH,
    walletUrl: platform.baseUrl,
    secret,
    pgDataDir: '',
    pgPort: 0,
    frameAncestors: "'self'",
    margin: 0.06,
    cashOutMarginBp: 500,
    limits: { minStake: 500, maxStake: 1_000_000, maxPayout: 50_000_000 },
    matchSeconds: 9,
    roundSeconds: 60,
    roundsAhead: 1,
    suspendSeconds: 2,
    abandonRate: 0,
    pushWorkers: 0,
    // The benchmark's viewers all come from 127.0.0.1.
    viewers: { maxPerAddress: 10_000, maxMessageBytes: 1024, messagesPer10s: 20, pingSeconds: 30 },
    logLevel: 'warn',
    ...options.config,
  };
  // Half a minute before a round: every league's next round is scheduled, none started.
  let now = Math.ceil(Date.now() / 60_000) * 60_000 + 30_000;
  const feed = new Feed(
    db,
    config,
    seeded(options.seed ?? DEFAULT_SEED),
    options.realTime ? Date.now : () => now,
  );
  const hub = new PushHub(config.pushWorkers);
  const pending: Promise<unknown>[] = [];
  feed.onBatch((events) =>
    hub.publish({ type: 'changes', events: events.map((event) => feed.change(event)) }),
  );
  feed.onChange((event, change) => {
    if (change === 'ended')
      pending.push(
        settleEvent(
          { db, wallet },
          { id: event.id, sport: event.sport, status: event.status, result: event.result },
        ),
      );
  });
  if (options.realTime) await feed.start(100);
  else await feed.tick();
  const app = await buildApp({
    config,
    db,
    wallet,
    feed,
    hub,
    assets: await buildClient(),
    logger: false,
  });
  const sportToken = async (bearerToken: string, path = '/api/sport?lang=fr') => {
    const response = await platform.context.app.inject({
      method: 'GET',
      url: path,
      headers: bearer(bearerToken),
    });
    if (response.statusCode !== 200)
      throw new Error(`sport token: ${response.statusCode} ${response.body}`);
    return response.json<{ token: string }>().token;
  };
  return {
    app,
    db,
    feed,
    hub,
    wallet,
    platform,
    config,
    now: () => now,
    async advance(ms) {
      now += ms;
      await feed.tick();
    },
    async settled() {
      while (pending.length > 0) await pending.shift();
    },
    sportToken,
    async player(cash) {
      const player = await platform.player(cash);
      const token = await sportToken(player.bearer);
      const response = await app.inject({
        method: 'POST',
        url: `${BASE_PATH}/api/session`,
        payload: { token, lang: 'fr' },
      });
      if (response.statusCode !== 200)
        throw new Error(`session: ${response.statusCode} ${response.body}`);
      return {
        id: player.id,
        session: response.json<{ session: string }>().session,
        bearer: player.bearer,
      };
    },
    async close() {
      await feed.stop();
      // Settlements under way finish before their database goes.
      await Promise.allSettled(pending.splice(0));
      await hub.close();
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
