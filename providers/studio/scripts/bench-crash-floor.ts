/**
 * The crash benchmark's floor (not a test): how late a tick reaches the bench's players when the
 * server does nothing but write ready-made tick frames, no studio, no database, no IPC. The same
 * player process as `bench:crash` (bench-crash-clients.mjs) reads them, so the figure is what the
 * machine and the bench's own reading cost at that many players; the studio cannot do better.
 *
 *   BENCH_PLAYERS=5000 BENCH_SECONDS=20 BENCH_SLOTS=1 pnpm --filter @casino/studio bench:crash-floor
 *
 * BENCH_SLOTS=N writes each player's tick in one of N phases of the tick period (player i in phase
 * i mod N, due at start + k × period + phase × period / N), as the studio's phased ticks do
 * (hub.ts), instead of every player at the same instant.
 */
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { WebSocketServer, type WebSocket } from 'ws';
import { BROADCAST_TICK_MS, textFrame } from '../src/crash/hub';

const players = Number(process.env.BENCH_PLAYERS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const tickMs = Number(process.env.BENCH_TICK_MS ?? BROADCAST_TICK_MS);
const slots = Math.max(1, Number(process.env.BENCH_SLOTS ?? 1));

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const phases: Socket[][] = Array.from({ length: slots }, () => []);
let joined = 0;
server.on('connection', (socket: WebSocket) => {
  const raw = (socket as unknown as { _socket: Socket })._socket;
  phases[joined++ % slots]!.push(raw);
});

let output = '';
const clients = spawn(
  process.execPath,
  [
    fileURLToPath(new URL('./bench-crash-clients.mjs', import.meta.url)),
    `ws://127.0.0.1:${port}/floor`,
    String(seconds),
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
clients.stdin.end(Array.from({ length: players }, (_, i) => `p${i}`).join('\n'));
clients.stdout.on('data', (chunk) => (output += String(chunk)));
const exited = new Promise((resolve) => clients.on('exit', resolve));

for (let i = 0; i < 600 && joined < players; i++) await new Promise((r) => setTimeout(r, 100));

// Ticks on a fixed grid from now, each phase aimed at its own due time (as the hub's timers are).
const started = Date.now();
const writeMs: number[] = [];
let stopped = false;
const schedule = (index: number) => {
  if (stopped) return;
  const period = Math.floor(index / slots);
  const phase = index % slots;
  const due = started + period * tickMs + Math.round((phase * tickMs) / slots);
  setTimeout(
    () => {
      if (stopped) return;
      const began = performance.now();
      const elapsed = Date.now() - started;
      const frame = textFrame(
        JSON.stringify({
          type: 'tick',
          round: 1,
          elapsed,
          multiplier: Math.floor(100 * Math.exp(0.00006 * elapsed)),
          t: due,
        }),
      );
      for (const raw of phases[phase]!) if (raw.writable) raw.write(frame);
      writeMs.push(performance.now() - began);
      schedule(index + 1);
    },
    Math.max(0, due - Date.now()),
  );
};
schedule(0);
await exited;
stopped = true;
server.close();

const done = output
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { event: string; histogram?: Record<string, number> })
  .find((line) => line.event === 'done');
const lags = Object.entries(done?.histogram ?? {})
  .map(([lag, count]) => [Number(lag), count] as const)
  .sort((a, b) => a[0] - b[0]);
const ticks = lags.reduce((sum, [, count]) => sum + count, 0);
const at = (q: number) => {
  let seen = 0;
  for (const [lag, count] of lags) if ((seen += count) > Math.floor(q * ticks)) return lag;
  return lags.at(-1)?.[0];
};
writeMs.sort((a, b) => a - b);
console.log(
  `crash floor: ${players} players (${joined} connected), ${slots} phase(s) per ${tickMs} ms tick, ${seconds} s; ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log(
  `ticks received: ${ticks}; lag p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${lags.at(-1)?.[0]} ms; ` +
    `server write per phase p50 ${writeMs[Math.floor(writeMs.length / 2)]?.toFixed(1)} ms`,
);
process.exit(0);
