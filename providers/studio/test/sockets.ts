/** A player connected to a shared-round game's socket, with a way to wait for a message. */
import WebSocket from 'ws';
import type { TestStudio } from './studio';

export interface Player {
  id: number;
  session: string;
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  next(
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  send(message: unknown): void;
}

export async function connectPlayer(
  studio: TestStudio,
  cash: number,
  gameId: number,
  path: 'crash' | 'roulette' | 'blackjack' | 'poker' | `tables/${string}`,
): Promise<Player> {
  const { id, session } = await studio.playerInGame(cash, gameId);
  return connectSession(studio, id, session, path);
}

/** Another socket on an open session (a reload). */
export async function connectSession(
  studio: TestStudio,
  id: number,
  session: string,
  path: 'crash' | 'roulette' | 'blackjack' | 'poker' | `tables/${string}`,
): Promise<Player> {
  const socket = new WebSocket(
    `${studio.url!.replace('http', 'ws')}/providers/studio/${path}/ws?session=${session}`,
  );
  const messages: Array<Record<string, unknown>> = [];
  const waiters: Array<{
    predicate: (m: Record<string, unknown>) => boolean;
    resolve: (m: Record<string, unknown>) => void;
  }> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Record<string, unknown>;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  await new Promise((resolve) => socket.once('open', resolve));
  return {
    id,
    session,
    socket,
    messages,
    next: (predicate, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const seen = messages.find(predicate);
        if (seen) return resolve(seen);
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `no message ${String(predicate).slice(0, 160)} in ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`,
              ),
            ),
          timeoutMs,
        );
        waiters.push({ predicate, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      }),
    send: (message) => socket.send(JSON.stringify(message)),
  };
}
