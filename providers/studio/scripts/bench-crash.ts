/**
 * Crash WebSocket benchmark: N simulated players connected to one studio instance on loopback,
 * watching running rounds; prints the tick lag (how late each 100 ms tick reaches a player, p50 and
 * p99 over every tick every player got) and the memory each connected player costs the server.
 * Budget: p99 ≤ 50 ms. The players run in a child process (the other core).
 *
 *   pnpm --filter @casino/studio bench:crash        # BENCH_PLAYERS=5000 BENCH_SECONDS=20 BENCH_PUSH_WORKERS=0
 *
 * With BENCH_PUSH_WORKERS=N the players' connections are handed to N push worker processes, as
 * STUDIO_PUSH_WORKERS does in the studio (src/crash/hub.ts). PG_PORT / PG_DATA_DIR pick the
 * database, as for `start`; with BENCH_PG_DATA_DIR (and BENCH_PG_PORT, default 54433) the bench
 * starts an embedded PostgreSQL of its own there and stops it at the end, so it runs beside others.
 *
 * Needs the development database (the API running, as for `start`). It uses a stream of its own
 * (`bench<pid>`) and removes its sessions and rounds afterwards; no money moves.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createWalletClient } from '@casino/wallet-client';
import { buildStudioApp } from '../src/app';
import { loadStudioConfig } from '../src/config';
import { crashPointOf, generateChain } from '../src/crash/fairness';
import { BROADCAST_TICK_MS, CrashHub, TICK_PHASES } from '../src/crash/hub';
import { CrashLeader } from '../src/crash/leader';
import { openStudioDatabase } from '../src/db/database';
// The platform's embedded PostgreSQL starter (the bench's own server, when asked for one).
import { startEmbeddedPostgres } from '@casino/api/testing';

const players = Number(process.env.BENCH_PLAYERS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
/** Interval of the multiplier broadcasts (the studio's own by default). */
const tickMs = Number(process.env.BENCH_TICK_MS ?? BROADCAST_TICK_MS);
const pushWorkers = Number(process.env.BENCH_PUSH_WORKERS ?? 0);
/** Phases of the tick period (hub.ts TICK_PHASES; 1: every player's tick at the same instant). */
const tickPhases = Number(process.env.BENCH_TICK_PHASES ?? TICK_PHASES);
const stream = `bench${process.pid}`;
const SALT = 'bench-salt';
const CRASH_GAME = 1271;

// A chain whose first round flies long (≥ 20×, about 50 s), so ticks flow for the whole run.
let secret = randomBytes(32).toString('hex');
while (crashPointOf(generateChain(2, secret)[1]!, SALT) < 2000)
  secret = randomBytes(32).toString('hex');

const ownPgDir = process.env.BENCH_PG_DATA_DIR;
const ownPgPort = Number(process.env.BENCH_PG_PORT ?? 54433);
const ownPg = ownPgDir
  ? await startEmbeddedPostgres({ dataDir: ownPgDir, port: ownPgPort, replaceLegacy: true })
  : undefined;
const config = {
  ...loadStudioConfig(),
  logLevel: 'warn',
  // Every bench player connects from 127.0.0.1.
  sockets: { maxPerPlayer: 6, maxPerAddress: 100_000, messagesPer10s: 40 },
  ...(ownPgDir ? { pgDataDir: ownPgDir, pgPort: ownPgPort } : {}),
};
const db = await openStudioDatabase(config);
const sessions = Array.from({ length: players }, () => randomBytes(24).toString('base64url'));
await db.query(
  `INSERT INTO sessions (id, wallet_token, player_id, username, currency, game_id, lang, expires_at)
   SELECT id, 'bench-no-wallet', 0, 'bench', 'TND', $2, 'en', now() + interval '1 hour' FROM unnest($1::text[]) AS id`,
  [sessions, CRASH_GAME],
);
// No wallet behind it: the greeting's balance is null, and nobody bets.
const wallet = createWalletClient({
  baseUrl: 'http://127.0.0.1:9',
  provider: 'studio',
  secret: config.secret,
  retryDelaysMs: [],
  timeoutMs: 200,
});
const hub = new CrashHub(db, stream, tickMs, pushWorkers, tickPhases);
await hub.start();
const app = await buildStudioApp({ config, db, wallet, crashHub: hub, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const leader = new CrashLeader(
  { db, wallet, stream },
  { bettingMs: 1000, pauseMs: 500, tickMs: 100, chainLength: 2 },
  { chainSecret: () => secret, salt: () => SALT },
);

// How long one broadcast to every player takes on the server (its share of the lag; with push
// workers, only the time to hand the frame to them).
const broadcastMs: number[] = [];
const broadcast = hub.broadcast.bind(hub);
hub.broadcast = (message: unknown, phase?: number) => {
  const started = performance.now();
  broadcast(message, phase);
  if ((message as { type?: string }).type === 'tick') broadcastMs.push(performance.now() - started);
};

/** The push workers' resident memory (from /proc), MB each. */
const workerRss = () =>
  hub.workerPids
    .map((pid) => {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        return `${(kb / 1024).toFixed(0)} MB`;
      } catch {
        return '?';
      }
    })
    .join(', ') || 'none';
global.gc?.();
const before = process.memoryUsage();
// The players, spread over BENCH_CLIENT_PROCESSES processes (default 1): real players are on
// machines of their own, and one process reading 5,000 sockets adds its own delay to the lag.
const clientProcesses = Math.max(1, Number(process.env.BENCH_CLIENT_PROCESSES ?? 1));
const outputs: string[] = [];
const clientsExited = Promise.all(
  Array.from({ length: clientProcesses }, (_, index) => {
    const clients = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./bench-crash-clients.mjs', import.meta.url)),
        `ws://127.0.0.1:${port}/providers/studio/crash/ws`,
        String(seconds),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    );
    clients.stdin.end(sessions.filter((_, i) => i % clientProcesses === index).join('\n'));
    outputs[index] = '';
    clients.stdout.on('data', (chunk) => {
      outputs[index] += String(chunk);
    });
    // Created now: the players may end before every player has joined (then it is reported).
    return new Promise((resolve) => clients.on('exit', resolve));
  }),
);
interface Lags {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
let summary: (Lags & { connected: number; failed: number; rounds: Lags }) | undefined;
// Once every player is connected, measure the server's memory and start the rounds.
const waitForSockets = async () => {
  for (let i = 0; i < 600 && hub.size < players; i++)
    await new Promise((resolve) => setTimeout(resolve, 100));
};
await waitForSockets();
const joined = hub.size;
const workersMemory = workerRss();
global.gc?.();
const after = process.memoryUsage();
leader.start();
await clientsExited;
{
  // Every player's lags, merged from the processes' histograms (lag in ms → count).
  const ticks = new Map<number, number>();
  const rounds = new Map<number, number>();
  const merge = (into: Map<number, number>, histogram: Record<string, number>) => {
    for (const [lag, count] of Object.entries(histogram))
      into.set(Number(lag), (into.get(Number(lag)) ?? 0) + count);
  };
  let connected = 0;
  let failed = 0;
  for (const output of outputs)
    for (const line of output.trim().split('\n')) {
      const parsed = JSON.parse(line) as {
        event: string;
        connected: number;
        failed: number;
        histogram: Record<string, number>;
        rounds: Record<string, number>;
      };
      if (parsed.event !== 'done') continue;
      connected += parsed.connected;
      failed += parsed.failed;
      merge(ticks, parsed.histogram);
      merge(rounds, parsed.rounds);
    }
  const lagsOf = (histogram: Map<number, number>): Lags => {
    const lags = [...histogram].sort((x, y) => x[0] - y[0]);
    const count = lags.reduce((sum, [, n]) => sum + n, 0);
    const at = (q: number) => {
      let seen = 0;
      for (const [lag, n] of lags) if ((seen += n) > Math.floor(q * count)) return lag;
      return lags.at(-1)?.[0] ?? NaN;
    };
    return { count, p50: at(0.5), p99: at(0.99), max: lags.at(-1)?.[0] ?? NaN };
  };
  summary = { connected, failed, ...lagsOf(ticks), rounds: lagsOf(rounds) };
}

await leader.stop();
await hub.stop();
await app.close();
await db.query('DELETE FROM sessions WHERE id = ANY($1::text[])', [sessions]);
await db.query('DELETE FROM crash_rounds WHERE stream = $1', [stream]);
await db.query(
  'DELETE FROM crash_hashes WHERE chain_id IN (SELECT id FROM crash_chains WHERE stream = $1)',
  [stream],
);
await db.query('DELETE FROM crash_chains WHERE stream = $1', [stream]);
await db.end();
await ownPg?.stop();

const perPlayer = (key: 'rss' | 'heapUsed') =>
  ((after[key] - before[key]) / Math.max(1, hub.size || players) / 1024).toFixed(1);
console.log(
  `crash bench: ${players} players in ${clientProcesses} process(es), ${pushWorkers} push workers, ${summary?.connected ?? 0} connected (${summary?.failed ?? 0} failed), ${seconds} s, a tick every ${tickMs} ms; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `players greeted and joined before the rounds started: ${joined}; workers' memory: ${workersMemory}`,
);
console.log(
  `ticks received: ${summary?.count ?? 0} (${tickPhases} phase(s) per tick period); tick lag p50 ${summary?.p50} ms, p99 ${summary?.p99} ms, max ${summary?.max} ms`,
);
console.log(
  `round changes (start, crash; to every player at once) received: ${summary?.rounds.count ?? 0}; lag p50 ${summary?.rounds.p50} ms, p99 ${summary?.rounds.p99} ms, max ${summary?.rounds.max} ms`,
);
broadcastMs.sort((a, b) => a - b);
const quantile = (q: number) =>
  (broadcastMs[Math.min(broadcastMs.length - 1, Math.floor(q * broadcastMs.length))] ?? 0).toFixed(
    1,
  );
console.log(
  `server time to send one tick to its phase's players${pushWorkers > 0 ? ' (to the workers)' : ''}: p50 ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms`,
);
console.log(
  `server memory per connected player: ${perPlayer('rss')} KB rss, ${perPlayer('heapUsed')} KB heap${pushWorkers > 0 ? ' (the studio process; the workers hold the sockets)' : ''}${global.gc ? '' : ' (run with --expose-gc for steadier figures)'}`,
);
const holds =
  summary !== undefined &&
  summary.connected === players &&
  summary.p99 !== null &&
  summary.p99 <= 50;
console.log(`budget (all ${players} connected, p99 ≤ 50 ms): ${holds ? 'holds' : 'missed'}`);
process.exit(holds ? 0 : 1);
