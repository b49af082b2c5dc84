// The benchmark's clients, in their own process (the other core): VIEWERS WebSocket viewers of the
// live prices, each recording how late every push arrives (now − the server's send time), and
// BETTORS players placing bets over HTTP as fast as they are answered. Prints one JSON line.
import WebSocket from 'ws';

const { url, viewers, seconds, sessions } = JSON.parse(process.argv[2]);
const lags = [];
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

const counts = { accepted: 0, price_changed: 0, suspended: 0, market_closed: 0, event_closed: 0, other: 0 };
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
      body: JSON.stringify({ requestId: `r${n}x${k}x${Date.now()}`, stake: 500, tolerance: 'none', legs: [{ event: event.id, market: market.key, outcome: outcome.key, odds: outcome.odds }] }),
    });
    const body = await response.json();
    if (response.status === 200) counts.accepted += 1;
    else counts[body.status in counts ? body.status : 'other'] += 1;
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
stop = true;
await Promise.all([refreshing, ...betting]);
const elapsed = (Date.now() - started) / 1000;
for (const socket of sockets) socket.terminate();
lags.sort((a, b) => a - b);
const q = (p) => lags[Math.min(lags.length - 1, Math.floor(p * lags.length))] ?? null;
console.log(JSON.stringify({ viewers, seconds: elapsed, pushes: lags.length, pushesPerViewerPerSecond: messages / viewers / elapsed, lag: { p50: q(0.5), p99: q(0.99), max: lags.at(-1) ?? null }, bets: counts, betsPerSecond: counts.accepted / elapsed }));
process.exit(0);
