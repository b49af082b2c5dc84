/**
 * Crash over HTTP and WebSocket: the players' socket (`/crash/ws?session=…`: bets, cash-outs,
 * rounds, ticks), and the public, login-free fairness data the verifier page reads.
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../catalogue/games';
import { liveSession } from '../sessions/service';
import { chainIndexOf, crashPointOf } from './fairness';
import type { CrashHub } from './hub';
import { betOf, chainInfo, crashedRounds, roundById } from './repository';
import { cashOutNow, placeCrashBet, type CrashDeps } from './service';

export interface CrashRouteDeps {
  hub: CrashHub;
  crash: CrashDeps;
  basePath: string;
}

interface ClientMessage {
  type?: unknown;
  amount?: unknown;
  autoCashout?: unknown;
}

export function registerCrashRoutes(
  app: FastifyInstance,
  { hub, crash, basePath }: CrashRouteDeps,
): void {
  app.get<{ Querystring: { session?: string } }>(
    `${basePath}/crash/ws`,
    { websocket: true },
    async (socket: WebSocket, request) => {
      const live = await liveSession(crash.db, request.query.session ?? '');
      if (!live.ok || gameById(live.session.game_id)?.engine !== 'crash') {
        socket.send(
          JSON.stringify({ type: 'error', status: live.ok ? 'not_a_crash_game' : live.reason }),
        );
        socket.close(4001, 'session');
        return;
      }
      const { session } = live;
      let queue = Promise.resolve();
      socket.on('message', (data: Buffer) => {
        // One message at a time per player: a cash-out never overtakes the bet it follows.
        queue = queue
          .then(async () => {
            let message: ClientMessage;
            try {
              message = JSON.parse(String(data)) as ClientMessage;
            } catch {
              return socket.send(JSON.stringify({ type: 'error', status: 'bad_message' }));
            }
            if (message.type === 'bet') {
              const answer = await placeCrashBet(crash, session, {
                amount: Number(message.amount),
                autoCashout:
                  message.autoCashout === undefined || message.autoCashout === null
                    ? null
                    : Number(message.autoCashout),
              });
              socket.send(JSON.stringify({ type: 'bet-result', ...answer }));
            } else if (message.type === 'cashout') {
              socket.send(
                JSON.stringify({ type: 'cashout-result', ...(await cashOutNow(crash, session)) }),
              );
            } else {
              socket.send(JSON.stringify({ type: 'error', status: 'bad_message' }));
            }
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'crash message failed');
            socket.send(JSON.stringify({ type: 'error', status: 'error' }));
          });
      });
      socket.on('close', () => hub.sockets.delete(socket));
      const balance = await crash.wallet.balance(session.wallet_token).catch(() => undefined);
      const snapshot = await hub.snapshot();
      // A player who reloads mid-round finds their bet in it (and can still cash out).
      const mine = snapshot.round
        ? await betOf(crash.db, snapshot.round.id, session.id)
        : undefined;
      const bet = mine && {
        amount: mine.amount,
        status: mine.status,
        cashout: mine.cashout,
        win: mine.win,
        autoCashout: mine.auto_cashout,
      };
      socket.send(
        JSON.stringify({
          type: 'hello',
          ...snapshot,
          bet: bet ?? null,
          balance: balance?.ok ? balance.balance : null,
        }),
      );
      hub.sockets.add(socket);
    },
  );

  /** The published chain and the revealed rounds, for anyone. */
  app.get(`${basePath}/api/crash/rounds`, async () => {
    const rounds = await crashedRounds(crash.db, crash.stream, 50);
    const chains = new Map<number, Awaited<ReturnType<typeof chainInfo>>>();
    for (const round of rounds)
      if (!chains.has(round.chain_id))
        chains.set(round.chain_id, await chainInfo(crash.db, round.chain_id));
    return {
      rounds: rounds.map((round) => ({
        id: round.id,
        chain: round.chain_id,
        index: round.idx,
        hash: round.hash,
        crash: round.crash_point,
        crashed_at: round.crashed_at,
      })),
      chains: [...chains.values()],
    };
  });

  /** One revealed round, recomputed on the server the same way the verifier page does. */
  app.get<{ Params: { id: string } }>(
    `${basePath}/api/crash/rounds/:id`,
    async (request, reply) => {
      const id = Number(request.params.id);
      const round = Number.isInteger(id) && id > 0 ? await roundById(crash.db, id) : undefined;
      if (!round || round.phase !== 'crashed')
        return reply.code(404).send({ message: 'No such finished round.' });
      const chain = (await chainInfo(crash.db, round.chain_id))!;
      return {
        id: round.id,
        index: round.idx,
        hash: round.hash,
        crash: round.crash_point,
        salt: chain.salt,
        terminal_hash: chain.terminal_hash,
        recomputed: {
          crash: crashPointOf(round.hash, chain.salt),
          index: chainIndexOf(round.hash, chain.terminal_hash, chain.length),
        },
      };
    },
  );
}
