/** The roulette players' socket: `/roulette/ws?session=…` (rounds pushed, bets sent). */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../catalogue/games';
import { POLICY_VIOLATION, type SocketGate } from '../sessions/socket-gate';
import { liveSession } from '../sessions/service';
import type { RouletteHub } from './hub';
import { parseRouletteMessage } from '../rounds/messages';
import { placeRouletteBet, type RouletteDeps } from './service';

/** The tag of a refused message when it has a usable one, so the page can match the answer. */
function tagOf(text: string): string | null {
  try {
    const tag: unknown = (JSON.parse(text) as { tag?: unknown } | null)?.tag;
    return typeof tag === 'string' && tag.length <= 64 ? tag : null;
  } catch {
    return null;
  }
}

export function registerRouletteRoutes(
  app: FastifyInstance,
  {
    hub,
    roulette,
    gate,
    basePath,
  }: { hub: RouletteHub; roulette: RouletteDeps; gate: SocketGate; basePath: string },
): void {
  app.get<{ Querystring: { session?: string } }>(
    `${basePath}/roulette/ws`,
    {
      websocket: true,
      schema: {
        querystring: {
          type: 'object',
          properties: { session: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (socket: WebSocket, request) => {
      const live = await liveSession(roulette.db, request.query.session ?? '');
      if (!live.ok || gameById(live.session.game_id)?.engine !== 'roulette') {
        socket.send(
          JSON.stringify({ type: 'error', status: live.ok ? 'not_a_roulette_game' : live.reason }),
        );
        socket.close(4001, 'session');
        return;
      }
      const { session } = live;
      // One player's sockets count together, whatever session or tab they come from.
      const release = gate.admit(session.player_id, request.ip);
      if (!release) {
        socket.send(JSON.stringify({ type: 'error', status: 'too_many_connections' }));
        socket.close(POLICY_VIOLATION, 'too many connections');
        return;
      }
      socket.on('close', release);
      // Closed while its session was being read: its close event has passed.
      if (socket.readyState !== socket.OPEN) return release();
      const rate = gate.rate();
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        if (!rate.allow()) return socket.close(POLICY_VIOLATION, 'too many messages');
        queue = queue
          .then(async () => {
            const parsed = parseRouletteMessage(String(data));
            if (!parsed.ok)
              return socket.send(
                JSON.stringify({
                  type: 'bet-result',
                  tag: tagOf(String(data)),
                  ok: false,
                  status: 'bad_message',
                  detail: parsed.detail,
                }),
              );
            const { message } = parsed;
            const answer = await placeRouletteBet(roulette, session, message.bet);
            socket.send(JSON.stringify({ type: 'bet-result', tag: message.tag, ...answer }));
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'roulette message failed');
            socket.send(JSON.stringify({ type: 'error', status: 'error' }));
          });
      });
      socket.on('close', () => hub.sockets.delete(socket));
      const balance = await roulette.wallet.balance(session.wallet_token).catch(() => undefined);
      socket.send(
        JSON.stringify({
          type: 'hello',
          ...(await hub.snapshot()),
          balance: balance?.ok ? balance.balance : null,
        }),
      );
      hub.sockets.add(socket);
    },
  );
}
