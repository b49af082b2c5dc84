/**
 * Live price benchmark: N viewers connected to one sportsbook over WebSocket on loopback while the
 * simulator plays a busy calendar (every league playing, two rounds live at once) and bettors place
 * bets through the real platform's wallet. Prints the fan-out lag (how late each push reaches a
 * viewer: p50, p99, max over every push every viewer got), pushes per second, the server's time to
 * write one push to everyone, and bets accepted per second. Budget: 2,000 viewers, p99 ≤ 100 ms.
 * The clients run in a child process (the other core). While the lag is measured the bettors place
 * BENCH_BET_RATE bets a second in all (20); then for BENCH_BURST_SECONDS (10) they bet flat out,
 * which gives the bets accepted per second (the platform's wallet runs in this process too).
 *
 *   TEST_PG_PORT=54453 TEST_PG_DATA_DIR=$PWD/var/pg-bench-sportsbook BENCH_PORT=3651 \
 *     pnpm --filter @casino/sportsbook bench:live   # BENCH_VIEWERS=2000 BENCH_BETTORS=20 BENCH_SECONDS=30 BENCH_PUSH_WORKERS=0
 *
 * Uses its own PostgreSQL (TEST_PG_PORT / TEST_PG_DATA_DIR, as the tests; an embedded server is
 * started there when none answers) with the real API in-process, and listens on BENCH_PORT (0, the
 * default: any free port); nothing of the development database is touched, so it runs beside
 * other work.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { setup, teardown } from '@casino/wallet-client/testing/global-setup';
import { startTestBook } from '../test/book';

const viewers = Number(process.env.BENCH_VIEWERS ?? 2000);
const bettors = Number(process.env.BENCH_BETTORS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const matchSeconds = Number(process.env.BENCH_MATCH_SECONDS ?? 120);
const pushWorkers = Number(process.env.BENCH_PUSH_WORKERS ?? 0);
const betRate = Number(process.env.BENCH_BET_RATE ?? 20);
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 0);

await setup();
// Rounds every minute, matches of two: every league has two rounds live at any time.
const book = await startTestBook({
  realTime: true,
  config: { matchSeconds, roundSeconds: 60, roundsAhead: 3, suspendSeconds: 2, pushWorkers },
});
const publishMs: number[] = [];
const publishCpuMs: number[] = [];
const publish = book.hub.publish.bind(book.hub);
book.hub.publish = (message) => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  publish(message);
  if (book.hub.size > 0) {
    publishMs.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    publishCpuMs.push((used.user + used.system) / 1000);
  }
};
const sessions = [];
for (let i = 0; i < bettors; i++) sessions.push((await book.player(10_000_000)).session);
const url = await book.app.listen({ port, host: '127.0.0.1' });
// Let the first round kick off and the calendar fill.
await new Promise((resolve) => setTimeout(resolve, 61_000 - (Date.now() % 60_000)));
const live = [...book.feed.events.values()].filter((e) => e.status === 'live').length;

const child = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('./bench-clients.mjs', import.meta.url)),
    JSON.stringify({ url, viewers, seconds, sessions, betRate, burstSeconds }),
  ],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
await new Promise((resolve) => child.on('exit', resolve));
const result = JSON.parse(output.trim().split('\n').at(-1)!);
publishMs.sort((a, b) => a - b);
publishCpuMs.sort((a, b) => a - b);
const { rows } = await book.db.query(
  `SELECT count(*)::int AS open FROM bets WHERE status = 'open'`,
);
console.log(`
viewers                 ${result.viewers} (push workers: ${pushWorkers || 'none, the server writes'})
live events             ${live} (match ${matchSeconds} s, a round a minute per league)
pushes per viewer       ${result.pushesPerViewerPerSecond.toFixed(1)}/s (${result.pushes} received in ${result.seconds.toFixed(1)} s)
fan-out lag             p50 ${result.lag.p50} ms, p99 ${result.lag.p99} ms, max ${result.lag.max} ms   (budget p99 ≤ 100 ms: ${result.lag.p99 <= 100 ? 'holds' : 'MISSED'})
server write per push   p50 ${publishMs[Math.floor(publishMs.length / 2)]?.toFixed(2)} ms, p99 ${publishMs[Math.floor(publishMs.length * 0.99)]?.toFixed(2)} ms wall; CPU p50 ${publishCpuMs[Math.floor(publishCpuMs.length / 2)]?.toFixed(2)} ms
machine load            ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} (1/5/15 min) on ${os.cpus().length} cores
bets while measuring     ${result.pacedBetsPerSecond.toFixed(1)}/s accepted (asked ${betRate}/s; ${JSON.stringify(result.pacedBets)})
bets accepted flat out  ${result.betsPerSecond.toFixed(1)}/s by ${bettors} bettors over ${result.burstSeconds.toFixed(1)} s (${result.bets.accepted} accepted; refused: ${JSON.stringify({ ...result.bets, accepted: undefined })}); ${rows[0].open} open
`);
await book.close();
await teardown();
process.exit(result.lag.p99 <= 100 ? 0 : 1);
