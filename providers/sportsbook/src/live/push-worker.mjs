// A push worker: a process of its own that holds a share of the live viewers' connections (handed
// over by the sportsbook after the WebSocket handshake) and writes every push frame to them, so
// the fan-out runs on more than one core. Plain JavaScript: it is forked without a TypeScript loader.
const viewers = new Set();

process.on('message', (message, socket) => {
  if (message?.type === 'viewer' && socket) {
    viewers.add(socket);
    // Viewers only listen: what they send (pings, a close frame) is read and dropped.
    socket.on('data', () => undefined);
    socket.on('close', () => viewers.delete(socket));
    socket.on('error', () => viewers.delete(socket));
    socket.resume();
    return;
  }
  if (message?.type === 'frame') {
    const frame = Buffer.from(
      message.frame.buffer,
      message.frame.byteOffset,
      message.frame.byteLength,
    );
    for (const viewer of viewers) if (viewer.writable) viewer.write(frame);
  }
});
process.on('disconnect', () => process.exit(0));
