/**
 * A studio for tests: its own database (a fresh database and role on the tests' PostgreSQL,
 * provisioned the way development provisions `studio`) and the real platform API in-process
 * (wallet-client's test fixture), reached over HTTP with the real signature.
 */
import { randomBytes } from 'node:crypto';
import { createWalletClient, type WalletClient } from '@casino/wallet-client';
import { createPool, migrate, provisionDatabase } from '@casino/provider-kit';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { startPlatform, type Platform } from '@casino/wallet-client/testing';
import { buildStudioApp } from '../src/app';
import { CrashHub } from '../src/crash/hub';
import { CrashLeader, type CrashTiming } from '../src/crash/leader';
import { RouletteHub } from '../src/roulette/hub';
import { RouletteLeader, type RouletteTiming } from '../src/roulette/leader';
import { BASE_PATH, type StudioConfig } from '../src/config';
import { STUDIO_MIGRATIONS, STUDIO_POOL_SIZE, type Db } from '../src/db/database';
import type { TableFamily } from '../src/catalogue/games';
import { TABLE_ENGINES } from '../src/tables/engines';
import { TablesHub } from '../src/tables/rounds/hub';
import {
  DEFAULT_TABLE_TIMING,
  TableRoundLeader,
  type TableTiming,
} from '../src/tables/rounds/leader';
import { ensurePools } from '../src/jackpot/pools';
import type { SocketLimits } from '../src/sessions/socket-gate';

export interface CrashOptions {
  timing: CrashTiming;
  chainSecret: string;
  salt: string;
  /** Push worker processes of the crash hub (0: the sockets stay in the studio's process). */
  pushWorkers?: number;
}

export interface RouletteOptions {
  timing: RouletteTiming;
  draw: (n: number) => number;
}

export interface TableOptions {
  timing: TableTiming;
  families: TableFamily[];
  /** The server seeds the leaders use, in turn (tests compute the rounds they give). */
  nextSeed?: () => string;
}

export interface TestStudio {
  app: FastifyInstance;
  /** Origin of the listening studio (crash tests connect WebSockets to it). */
  url?: string;
  leader?: CrashLeader;
  crashHub?: CrashHub;
  rouletteLeader?: RouletteLeader;
  /** Not started: a test starts them once its players are connected. */
  tableLeaders: Map<TableFamily, TableRoundLeader>;
  db: Db;
  wallet: WalletClient;
  platform: Platform;
  config: StudioConfig;
  /** A player holding `cash`, launched into `gameId`: the studio session id after /play. */
  playerInGame(
    cash: number,
    gameId: number,
    lang?: string,
  ): Promise<{ id: number; session: string; launch: URL; bearer: string }>;
  /** A second studio instance on the same database and platform (crash: leader or relay). */
  another(): Promise<TestStudio>;
  close(): Promise<void>;
}

export async function startTestStudio(
  walletFor?: (real: WalletClient) => WalletClient,
  crash?: CrashOptions,
  shared?: { platform: Platform; name: string; password: string },
  roulette?: RouletteOptions,
  /** The studio's database URL as the studio reaches it (through a relay a test can cut). */
  databaseVia: (url: string) => string = (url) => url,
  socketLimits: Partial<SocketLimits> = {},
  tables?: TableOptions,
): Promise<TestStudio> {
  const platform = shared?.platform ?? (await startPlatform());
  const adminUrl = process.env.TEST_PG_ADMIN_URL!;
  const name = shared?.name ?? `studio_test_${randomBytes(5).toString('hex')}`;
  const password = shared?.password ?? randomBytes(16).toString('hex');
  if (!shared) await provisionDatabase(adminUrl, { database: name, role: name, password });
  const databaseUrl = new URL(`/${name}`, adminUrl);
  databaseUrl.username = name;
  databaseUrl.password = password;
  // As in production (`STUDIO_POOL_SIZE`): each round leader and hub holds a connection.
  const db = createPool(databaseVia(databaseUrl.toString()), STUDIO_POOL_SIZE);
  await migrate(db, STUDIO_MIGRATIONS);
  if (!shared) await ensurePools(db);
  const real = createWalletClient({
    baseUrl: platform.baseUrl,
    provider: 'studio',
    secret: platform.studioSecret,
    retryDelaysMs: [10, 20],
  });
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
    pushWorkers: crash?.pushWorkers ?? 0,
    // Every test player comes from 127.0.0.1; the caps' own test sets its own.
    sockets: { maxPerPlayer: 20, maxPerAddress: 10_000, messagesPer10s: 1_000, ...socketLimits },
    tableTiming: DEFAULT_TABLE_TIMING,
  };
  let hub: CrashHub | undefined;
  let leader: CrashLeader | undefined;
  if (crash) {
    hub = new CrashHub(db, 'main', crash.timing.tickMs, crash.pushWorkers ?? 0);
    await hub.start();
    // Not started: a test starts the leaders once its players are connected.
    leader = new CrashLeader({ db, wallet, stream: 'main' }, crash.timing, {
      chainSecret: () => crash.chainSecret,
      salt: () => crash.salt,
      onError: (error) => console.error('crash leader:', error),
    });
  }
  let rouletteHub: RouletteHub | undefined;
  let rouletteLeader: RouletteLeader | undefined;
  if (roulette) {
    rouletteHub = new RouletteHub(db, 'main');
    await rouletteHub.start();
    rouletteLeader = new RouletteLeader(
      { db, wallet, stream: 'main' },
      roulette.timing,
      (error) => console.error('roulette leader:', error),
      roulette.draw,
    );
  }
  let tablesHub: TablesHub | undefined;
  const tableLeaders = new Map<TableFamily, TableRoundLeader>();
  if (tables) {
    tablesHub = new TablesHub(db, 'main', tables.families);
    await tablesHub.start();
    for (const family of tables.families)
      tableLeaders.set(
        family,
        new TableRoundLeader(
          { db, wallet, stream: 'main', rules: TABLE_ENGINES.get(family)! },
          tables.timing,
          (error) => console.error(`${family} leader:`, error),
          tables.nextSeed,
        ),
      );
  }
  const app = await buildStudioApp({
    config,
    db,
    wallet,
    crashHub: hub,
    rouletteHub,
    tablesHub,
    logger: false,
  });
  let url: string | undefined;
  if (crash || roulette || tables) url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    leader,
    crashHub: hub,
    rouletteLeader,
    tableLeaders,
    db,
    wallet,
    platform,
    config,
    async playerInGame(cash, gameId, lang = 'fr') {
      const player = await platform.player(cash);
      const launch = await platform.launch(player.bearer, gameId);
      const response = await app.inject({
        method: 'GET',
        url: `${launch.pathname}${launch.search.replace(/lang=\w+/, `lang=${lang}`)}`,
      });
      if (response.statusCode !== 303)
        throw new Error(`launch: ${response.statusCode} ${response.body}`);
      const session = /\/game\/([A-Za-z0-9_-]+)$/.exec(String(response.headers.location))![1]!;
      return { id: player.id, session, launch, bearer: player.bearer };
    },
    another: () =>
      startTestStudio(
        walletFor,
        crash,
        { platform, name, password },
        roulette,
        databaseVia,
        socketLimits,
        tables,
      ),
    async close() {
      await leader?.stop();
      await hub?.stop();
      await rouletteLeader?.stop();
      await rouletteHub?.stop();
      for (const leader of tableLeaders.values()) await leader.stop();
      await tablesHub?.stop();
      await app.close();
      await db.end();
      if (shared) return;
      await platform.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`DROP ROLE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}
