// The crash benchmark's players (run by scripts/bench-crash.ts in a process of their own): opens
// one WebSocket per session id given on stdin, records how late each tick arrives (now − the
// tick's due time), and prints a JSON summary after the given seconds.
import WebSocket from 'ws';

const [url, seconds] = process.argv.slice(2);
const sessions = await new Promise((resolve) => {
  let input = '';
  process.stdin.on('data', (chunk) => (input += chunk));
  process.stdin.on('end', () => resolve(input.trim().split('\n')));
});
const lags = [];
/** Round changes (start, crash): sent to every player at once, measured from their send time. */
const roundLags = [];
let connected = 0;
let failed = 0;
const sockets = [];
for (const session of sessions) {
  // The players' own cost is not the server's: no UTF-8 validation, and the tick's due time read
  // from the text without parsing the whole message (5,000 players share one core here).
  const socket = new WebSocket(`${url}?session=${session}`, {
    skipUTF8Validation: true,
    perMessageDeflate: false,
  });
  socket.on('open', () => connected++);
  socket.on('error', () => failed++);
  socket.on('message', (data) => {
    const text = data.toString('latin1');
    const list = text.startsWith('{"type":"tick"')
      ? lags
      : text.startsWith('{"type":"round"')
        ? roundLags
        : undefined;
    if (!list) return;
    const at = text.lastIndexOf('"t":');
    list.push(Date.now() - Number(text.slice(at + 4, -1)));
  });
  sockets.push(socket);
  // Connect in small bursts, as players arrive, not in one spike.
  if (sockets.length % 200 === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}
process.stdout.write(`${JSON.stringify({ event: 'connecting', sockets: sockets.length })}\n`);
// The measured time starts once every player is connected (or failed), up to 60 s: a connection
// still in its handshake when the time ran out made a run end before its rounds started.
for (let i = 0; i < 600 && connected + failed < sockets.length; i++)
  await new Promise((resolve) => setTimeout(resolve, 100));
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
const histogramOf = (list) => {
  const histogram = {};
  for (const lag of list) histogram[lag] = (histogram[lag] ?? 0) + 1;
  return histogram;
};
process.stdout.write(
  `${JSON.stringify({ event: 'done', connected, failed, histogram: histogramOf(lags), rounds: histogramOf(roundLags) })}\n`,
);
for (const socket of sockets) socket.terminate();
process.exit(0);
