/**
 * Benchmark (not a test): one run on one PostgreSQL server, printing
 *   1. TPC-B tps of that server (pgbench, builtin tpcb-like, 20 clients),
 *   2. wallet bets per second through the wallet service at 20 concurrent clients,
 *   3. HTTP requests/s of get_slot_game next to a hello-world route (autocannon, 50 connections),
 * and whether the budget holds: bets/s >= 1.5 x TPC-B tps; get_slot_game >= 40 % of hello-world
 * with p99 <= 15 ms. Load goes only to 127.0.0.1 and every phase is bounded in time.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { REPO_VAR_DIR, startEmbeddedPostgres, type EmbeddedServer } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { createPool } from '../src/db/pool';
import { openRedeemedSession } from '../src/modules/launch/repository';
import { createPlayer } from '../src/modules/players/service';
import { betGroupCommit, deposit, placeBet } from '../src/modules/wallet/service';
import { seedCatalogue } from '../src/seed/demo-seed';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = 20;
const CONNECTIONS = 50;
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
    execFileSync('pgbench', [...args, '-i', '-q', '-s', String(CLIENTS), database], { env, stdio: 'pipe' });
    const out = execFileSync('pgbench', [...args, '-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), database], {
      env,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    sessions.push((await openRedeemedSession(db, { playerId, provider: 'studio', gameId: 1001, minutes: 60 })).tokenHash);
  }
  const deadline = Date.now() + SECONDS * 1000;
  let bets = 0;
  const started = Date.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    sessions.map(async (tokenHash, client) => {
      let n = 0;
      while (Date.now() < deadline) {
        // A few bets per round, as a slot session does.
        const result = await placeBet(db, { source: 'studio', reference: `${client}-${n}-${randomUUID()}`, round: `c${client}-r${n >> 2}`, amount: 1_000, tokenHash });
        if (result.status !== 'ok') throw new Error(`bet refused: ${result.status}`);
        n++;
        bets++;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // The Node side competes for the same cores as PostgreSQL; pgbench's C client costs far less.
  const group = betGroupCommit(db).stats;
  console.log(`  wallet phase: ${group.bets} bets in ${group.batches} database transactions (${(group.bets / Math.max(group.batches, 1)).toFixed(1)} per transaction), ${group.replayed} replayed`);
  console.log(`  wallet phase: Node used ${(((cpu.user + cpu.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core, ${((cpu.user + cpu.system) / Math.max(bets, 1)).toFixed(0)} us per bet`);
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
    const child = spawn(path.join(apiDir, 'node_modules/.bin/autocannon'), ['-j', '-c', String(CONNECTIONS), '-d', String(SECONDS), url], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
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

let server: EmbeddedServer | undefined;
try {
  let adminUrl = process.env.DATABASE_URL ? withDatabase(process.env.DATABASE_URL, 'postgres') : undefined;
  if (!adminUrl) {
    server = await startEmbeddedPostgres({
      dataDir: process.env.BENCH_PG_DATA_DIR || path.join(REPO_VAR_DIR, 'pg-bench'),
      port: Number(process.env.BENCH_PG_PORT || 54349),
      replaceLegacy: true,
    });
    adminUrl = server.adminUrl;
  }
  console.log(`benchmark: ${SECONDS}s per phase, PostgreSQL at ${new URL(adminUrl).host}`);
  const tps = pgbench(await freshDatabase(adminUrl, 'bench_pgbench'));
  console.log(`TPC-B (pgbench tpcb-like, scale ${CLIENTS}, ${CLIENTS} clients): ${tps?.toFixed(0) ?? 'n/a'} tps`);
  const betsPerSecond = await walletBets(await freshDatabase(adminUrl, 'bench_wallet'));
  console.log(`wallet bets through the service (${CLIENTS} clients): ${betsPerSecond.toFixed(0)} bets/s`);
  const { hello, games } = await http(await freshDatabase(adminUrl, 'bench_http'));
  console.log(`hello-world (${CONNECTIONS} connections): ${hello.requests.average.toFixed(0)} req/s, p99 ${hello.latency.p99} ms`);
  console.log(`get_slot_game (${CONNECTIONS} connections): ${games.requests.average.toFixed(0)} req/s, p99 ${games.latency.p99} ms, non-2xx ${games.non2xx}`);

  const walletOk = tps !== undefined && betsPerSecond >= 1.5 * tps;
  const ratio = games.requests.average / hello.requests.average;
  const httpOk = ratio >= 0.4 && games.latency.p99 <= 15 && games.non2xx === 0;
  console.log(`budget wallet: ${betsPerSecond.toFixed(0)} bets/s vs 1.5 x ${tps?.toFixed(0) ?? 'n/a'} = ${tps ? (1.5 * tps).toFixed(0) : 'n/a'} -> ${walletOk ? 'HOLDS' : 'MISSED'}`);
  console.log(`budget http: get_slot_game at ${(ratio * 100).toFixed(0)} % of hello-world, p99 ${games.latency.p99} ms -> ${httpOk ? 'HOLDS' : 'MISSED'}`);
  process.exitCode = walletOk && httpOk ? 0 : 1;
} finally {
  await server?.stop();
}
