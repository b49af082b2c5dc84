/**
 * The round's socket. A connection that drops (the network, a studio push worker restarting) is
 * opened again after a moment; the greeting then gives the round and the player's bet in it, so a
 * bet in play can still be cashed out. A refused session (4001) is not retried.
 */
export interface RoundSocket {
  send(message: Record<string, unknown>): void;
}

export function connectRoundSocket(
  url: string,
  onMessage: (data: { type: string; [key: string]: unknown }) => void,
  onClose: () => void,
): RoundSocket {
  let socket: WebSocket;
  let retries = 0;
  const connect = () => {
    socket = new WebSocket(url);
    socket.addEventListener('message', (event) => {
      retries = 0;
      onMessage(JSON.parse(String(event.data)) as { type: string });
    });
    socket.addEventListener('close', (event) => {
      onClose();
      if (event.code === 4001) return;
      retries += 1;
      setTimeout(connect, Math.min(5_000, 250 * 2 ** retries) * (0.5 + Math.random()));
    });
  };
  connect();
  return { send: (message) => socket.send(JSON.stringify(message)) };
}
