// The benchmark's clients, in their own process (the other core): VIEWERS WebSocket viewers of the
// live prices, each recording how late every push arrives (now − the server's send time), and
// bettors placing bets over HTTP: at `betRate` a second in all while the lag is measured, then as
// fast as they are answered for `burstSeconds` (bets accepted per second). Prints one JSON line.
import WebSocket from 'ws';

const { url, viewers, seconds, sessions, betRate, burstSeconds } = JSON.parse(process.argv[2]);
let paced = true;
let lags = [];
let messages = 0;
let open = 0;
const sockets = [];
for (let i = 0; i < viewers; i++) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/providers/sportsbook/ws`);
  socket.on('open', () => (open += 1));
  socket.on('message', (data) => {
    const at = Number(/"at":(\d+)/.exec(data.toString().slice(-40))?.[1]);
    if (at) lags.push(Date.now() - at);
    messages += 1;
  });
  socket.on('error', () => undefined);
  sockets.push(socket);
  if (i % 200 === 199) await new Promise((r) => setTimeout(r, 20));
}
while (open < viewers) await new Promise((r) => setTimeout(r, 50));

const counts = {
  accepted: 0,
  price_changed: 0,
  suspended: 0,
  market_closed: 0,
  event_closed: 0,
  other: 0,
};
const pacedCounts = { ...counts };
let stop = false;
let events = [];
async function refresh() {
  while (!stop) {
    events = (await (await fetch(`${url}/providers/sportsbook/api/events`)).json()).events;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
async function bettor(session, n) {
  let k = n;
  while (!stop) {
    if (paced)
      await new Promise((r) =>
        setTimeout(r, (sessions.length / betRate) * 1000 * (0.5 + Math.random())),
      );
    if (stop) break;
    const event = events[(k = (k * 1103515245 + 12345) % 2 ** 31) % Math.max(1, events.length)];
    const market = event?.markets.find((m) => m.open && m.outcomes.some((o) => o.odds));
    const outcome = market?.outcomes.find((o) => o.odds);
    if (!outcome) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    const response = await fetch(`${url}/providers/sportsbook/api/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sportsbook-session': session },
      body: JSON.stringify({
        requestId: `r${n}x${k}x${Date.now()}`,
        stake: 500,
        tolerance: 'none',
        legs: [{ event: event.id, market: market.key, outcome: outcome.key, odds: outcome.odds }],
      }),
    });
    const body = await response.json();
    const tally = paced ? pacedCounts : counts;
    if (response.status === 200) tally.accepted += 1;
    else tally[body.status in tally ? body.status : 'other'] += 1;
  }
}
const warm = lags.length;
void warm;
lags.length = 0;
messages = 0;
const started = Date.now();
const refreshing = refresh();
const betting = sessions.map((session, n) => bettor(session, n + 1));
await new Promise((r) => setTimeout(r, seconds * 1000));
const elapsed = (Date.now() - started) / 1000;
const measured = lags.slice();
const received = messages;
// Then the bettors flat out: how many bets the book accepts per second.
paced = false;
const burstStarted = Date.now();
await new Promise((r) => setTimeout(r, burstSeconds * 1000));
stop = true;
await Promise.all([refreshing, ...betting]);
const burst = (Date.now() - burstStarted) / 1000;
lags = measured;
for (const socket of sockets) socket.terminate();
lags.sort((a, b) => a - b);
const q = (p) => lags[Math.min(lags.length - 1, Math.floor(p * lags.length))] ?? null;
console.log(
  JSON.stringify({
    viewers,
    seconds: elapsed,
    pushes: lags.length,
    pushesPerViewerPerSecond: received / viewers / elapsed,
    lag: { p50: q(0.5), p99: q(0.99), max: lags.at(-1) ?? null },
    pacedBets: pacedCounts,
    pacedBetsPerSecond: pacedCounts.accepted / elapsed,
    bets: counts,
    betsPerSecond: counts.accepted / burst,
    burstSeconds: burst,
  }),
);
process.exit(0);
