// A crash push worker: a process of its own that holds a share of the crash players' connections
// (handed over by the studio right after the WebSocket handshake, as the sportsbook's push workers
// are) and writes every broadcast frame to them, so the fan-out of a tick runs on more than one
// core. It decides nothing: what a player sends (bets, cash-outs) goes to the studio process as it
// is, and the studio's answers come back to be written. Plain JavaScript: it is forked without a
// TypeScript loader.
import { WebSocket } from 'ws';

/** Bytes waiting on a player's connection past which ticks are skipped for that player. */
const SLOW_BYTES = 64 * 1024;
/** conn id → the player's WebSocket (the `ws` library's, on the handed socket). */
const players = new Map();
/** The raw connections of the players who get the broadcasts (after their greeting). */
const joined = new Set();
/** The same connections by tick phase (hub.ts TICK_PHASES): a tick goes to one phase only. */
let phased = [new Set()];
const smallestPhase = () => phased.reduce((least, set) => (set.size < least.size ? set : least));

/** One final, unmasked WebSocket text frame holding `text` (as hub.ts's textFrame). */
function textFrame(text) {
  const payload = Buffer.from(text);
  const length = payload.length;
  let header;
  if (length < 126) header = Buffer.from([0x81, length]);
  else if (length < 65_536) header = Buffer.from([0x81, 126, length >> 8, length & 255]);
  else {
    header = Buffer.alloc(10);
    header[0] = 0x81;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

const send = (message) => {
  if (process.connected) process.send(message);
};

function adopt(conn, socket) {
  const ws = new WebSocket(null, undefined, { autoPong: true });
  ws.setSocket(socket, Buffer.alloc(0), {
    allowSynchronousEvents: true,
    maxPayload: 4096,
    skipUTF8Validation: false,
  });
  players.set(conn, ws);
  ws.on('message', (data) => send({ type: 'message', conn, data: String(data) }));
  ws.on('error', () => undefined);
  ws.on('close', () => {
    players.delete(conn);
    joined.delete(socket);
    for (const phase of phased) phase.delete(socket);
    send({ type: 'closed', conn });
  });
  socket.resume();
}

process.on('message', (message, handle) => {
  switch (message?.type) {
    case 'frame': {
      // The tick, serialised once by the studio and framed once here: the same bytes to every player.
      const frame = textFrame(message.text);
      // A player whose connection does not keep up misses ticks (the next one re-aligns the
      // page's clock) but never a round's start or end.
      const tick = message.text.startsWith('{"type":"tick"');
      const to =
        message.phase === undefined || message.phase === null ? joined : phased[message.phase];
      for (const socket of to ?? [])
        if (socket.writable && !(tick && socket.writableLength > SLOW_BYTES)) socket.write(frame);
      return;
    }
    case 'socket':
      if (handle) adopt(message.conn, handle);
      else send({ type: 'closed', conn: message.conn });
      return;
    case 'send':
      players.get(message.conn)?.send(message.text);
      return;
    case 'phases':
      phased = Array.from({ length: Math.max(1, message.phases) }, () => new Set());
      return;
    case 'join': {
      const ws = players.get(message.conn);
      if (!ws?._socket || joined.has(ws._socket)) return;
      joined.add(ws._socket);
      smallestPhase().add(ws._socket);
      return;
    }
    case 'close':
      players.get(message.conn)?.close(message.code, message.reason);
      return;
  }
});
process.on('disconnect', () => process.exit(0));
