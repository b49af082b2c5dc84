/** The roulette players' socket: `/roulette/ws?session=…` (rounds pushed, bets sent). */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../catalogue/games';
import { liveSession } from '../sessions/service';
import type { RouletteHub } from './hub';
import type { BetKind } from './rules';
import { placeRouletteBet, type RouletteDeps } from './service';

export function registerRouletteRoutes(
  app: FastifyInstance,
  { hub, roulette, basePath }: { hub: RouletteHub; roulette: RouletteDeps; basePath: string },
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
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        queue = queue
          .then(async () => {
            let message: {
              type?: unknown;
              bet?: { kind?: unknown; numbers?: unknown; index?: unknown; amount?: unknown };
              tag?: unknown;
            };
            try {
              message = JSON.parse(String(data));
            } catch {
              return socket.send(JSON.stringify({ type: 'error', status: 'bad_message' }));
            }
            if (message.type !== 'bet' || !message.bet)
              return socket.send(JSON.stringify({ type: 'error', status: 'bad_message' }));
            const { kind, numbers, index, amount } = message.bet;
            const answer = await placeRouletteBet(roulette, session, {
              kind: String(kind) as BetKind,
              numbers: Array.isArray(numbers) ? numbers.map(Number) : undefined,
              index: index === undefined ? undefined : Number(index),
              amount: Number(amount),
            });
            socket.send(
              JSON.stringify({ type: 'bet-result', tag: message.tag ?? null, ...answer }),
            );
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
