/**
 * A per-player table's socket, `/<engine>/ws?session=…`: a deal or a decision at a time per
 * socket (across sockets the round's lock orders decisions), each answered by the player's
 * current round (its commitment shown before the bet) and the previous one (its seed revealed).
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../../catalogue/games';
import { POLICY_VIOLATION, type SocketGate } from '../../sessions/socket-gate';
import { liveSession } from '../../sessions/service';
import type { Session } from '../../sessions/repository';
import type { Answer, PerPlayerDeps } from './game';

export interface PerPlayerSocket<Round, Message> {
  engine: 'blackjack' | 'poker';
  /** The socket's messages, checked field by field (`{ok:false, detail}` names the field). */
  parse(text: string): { ok: true; message: Message } | { ok: false; detail: string };
  /** A deal or a decision: the service's answer. */
  handle(deps: PerPlayerDeps, session: Session, message: Message): Promise<Answer<Round>>;
  currentRound(db: PerPlayerDeps['db'], session: Session): Promise<Round>;
  previousRound(db: PerPlayerDeps['db'], session: Session): Promise<Round | undefined>;
  /** The round as the page and the public verifier see it. */
  publicRound(round: Round): unknown;
}

export function registerPerPlayerSocket<Round, Message>(
  app: FastifyInstance,
  table: PerPlayerSocket<Round, Message>,
  { deps, gate, basePath }: { deps: PerPlayerDeps; gate: SocketGate; basePath: string },
): void {
  app.get<{ Querystring: { session?: string } }>(
    `${basePath}/${table.engine}/ws`,
    {
      websocket: true,
      schema: {
        querystring: { type: 'object', properties: { session: { type: 'string', maxLength: 64 } } },
      },
    },
    async (socket: WebSocket, request) => {
      const live = await liveSession(deps.db, request.query.session ?? '');
      if (!live.ok || gameById(live.session.game_id)?.engine !== table.engine) {
        const status = live.ok ? `not_a_${table.engine}_game` : live.reason;
        socket.send(JSON.stringify({ type: 'error', status }));
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
      /** After a round ends, the next one's commitment, so the page can show it before the bet. */
      const sendRounds = async (balance?: number) => {
        const round = await table.currentRound(deps.db, session);
        const previous = await table.previousRound(deps.db, session);
        send({
          type: 'round',
          round: table.publicRound(round),
          previous: previous ? table.publicRound(previous) : null,
          ...(balance !== undefined && { balance }),
        });
      };
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        if (!rate.allow()) return socket.close(POLICY_VIOLATION, 'too many messages');
        queue = queue
          .then(async () => {
            const parsed = table.parse(String(data));
            if (!parsed.ok)
              return send({ type: 'refused', status: 'bad_message', detail: parsed.detail });
            const answer = await table.handle(deps, session, parsed.message);
            if (!answer.ok) return send({ type: 'refused', ...answer });
            await sendRounds(answer.balance);
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, `${table.engine} message failed`);
            send({ type: 'error', status: 'error' });
          });
      });
      const balance = await deps.wallet.balance(session.wallet_token).catch(() => undefined);
      send({ type: 'hello', balance: balance?.ok ? balance.balance : null });
      await sendRounds();
    },
  );
}
