/** The Casino Hold’em player’s socket: `/poker/ws?session=…` (deals and decisions, one at a time). */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../../catalogue/games';
import { POLICY_VIOLATION, type SocketGate } from '../../sessions/socket-gate';
import { liveSession } from '../../sessions/service';
import { parsePokerMessage } from './messages';
import { currentRound, dealRound, decide, previousRound, type PokerDeps } from './service';
import { publicRound } from './view';

export function registerPokerRoutes(
  app: FastifyInstance,
  { deps, gate, basePath }: { deps: PokerDeps; gate: SocketGate; basePath: string },
): void {
  app.get<{ Querystring: { session?: string } }>(
    `${basePath}/poker/ws`,
    {
      websocket: true,
      schema: {
        querystring: { type: 'object', properties: { session: { type: 'string', maxLength: 64 } } },
      },
    },
    async (socket: WebSocket, request) => {
      const live = await liveSession(deps.db, request.query.session ?? '');
      if (!live.ok || gameById(live.session.game_id)?.engine !== 'poker') {
        socket.send(
          JSON.stringify({ type: 'error', status: live.ok ? 'not_a_poker_game' : live.reason }),
        );
        socket.close(4001, 'session');
        return;
      }
      const { session } = live;
      const release = gate.admit(session.player_id, request.ip);
      if (!release) {
        socket.send(JSON.stringify({ type: 'error', status: 'too_many_connections' }));
        socket.close(POLICY_VIOLATION, 'too many connections');
        return;
      }
      socket.on('close', release);
      if (socket.readyState !== socket.OPEN) return release();
      const rate = gate.rate();
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      /** After a hand ends, the next one's commitment, so the page can show it before the bet. */
      const sendRounds = async (balance?: number) => {
        const round = await currentRound(deps.db, session);
        const previous = await previousRound(deps.db, session);
        send({
          type: 'round',
          round: publicRound(round),
          previous: previous ? publicRound(previous) : null,
          ...(balance !== undefined && { balance }),
        });
      };
      // One message at a time per socket; across sockets the round's lock orders decisions.
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        if (!rate.allow()) return socket.close(POLICY_VIOLATION, 'too many messages');
        queue = queue
          .then(async () => {
            const parsed = parsePokerMessage(String(data));
            if (!parsed.ok)
              return send({ type: 'refused', status: 'bad_message', detail: parsed.detail });
            const { message } = parsed;
            const answer =
              message.type === 'deal'
                ? await dealRound(deps, session, message)
                : await decide(deps, session, message);
            if (!answer.ok) return send({ type: 'refused', ...answer });
            await sendRounds(answer.balance);
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'poker message failed');
            send({ type: 'error', status: 'error' });
          });
      });
      const balance = await deps.wallet.balance(session.wallet_token).catch(() => undefined);
      send({ type: 'hello', balance: balance?.ok ? balance.balance : null });
      await sendRounds();
    },
  );
}
