/**
 * Crash over HTTP and WebSocket: the players' socket (`/crash/ws?session=…`: bets, cash-outs,
 * rounds, ticks), and the public, login-free fairness data the verifier page reads.
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById } from '../catalogue/games';
import { IdParam, paramsOf } from '../http/errors';
import type { Session } from '../sessions/repository';
import { parseCrashMessage } from '../rounds/messages';
import { POLICY_VIOLATION, type SocketGate } from '../sessions/socket-gate';
import { liveSession } from '../sessions/service';
import { chainIndexOf, crashPointOf } from './fairness';
import type { CrashHub, OpenPlayer, PlayerLink } from './hub';
import { betOf, chainInfo, crashedRounds, roundById } from './repository';
import { cashOutNow, placeCrashBet, type CrashDeps } from './service';

/** The session is checked by the socket itself, which answers a bad one with its own status. */
const SessionQuery = {
  type: 'object',
  properties: { session: { type: 'string', maxLength: 64 } },
} as const;

export interface CrashRouteDeps {
  hub: CrashHub;
  crash: CrashDeps;
  gate: SocketGate;
  basePath: string;
}

export function registerCrashRoutes(
  app: FastifyInstance,
  { hub, crash, gate, basePath }: CrashRouteDeps,
): void {
  app.get<{ Querystring: { session?: string } }>(
    `${basePath}/crash/ws`,
    { websocket: true, schema: { querystring: SessionQuery } },
    (socket: WebSocket, request) => {
      // At once, before anything the player sends is read: the hub keeps the connection here or
      // hands it to a push worker, and the player's messages come back in order either way.
      hub.connect(socket, (link) =>
        openCrashPlayer(
          { hub, crash, gate, address: request.ip },
          request.query.session ?? '',
          link,
          (error) => request.log.error({ err: error }, 'crash message failed'),
        ),
      );
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
    { schema: { params: paramsOf({ id: IdParam }) } },
    async (request, reply) => {
      const round = await roundById(crash.db, Number(request.params.id));
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
        scheme: chain.scheme,
        recomputed: {
          crash: crashPointOf(round.hash, chain.salt, chain.scheme),
          index: chainIndexOf(round.hash, chain.terminal_hash, chain.length, chain.scheme),
        },
      };
    },
  );
}

/**
 * One player's crash connection: the session is checked and the greeting sent first (the round,
 * the player's own bet in it after a reload, the balance), then the player joins the broadcasts;
 * bets and cash-outs are handled one at a time, in the order they came, each answered to this
 * player only. Money moves only in placeCrashBet / cashOutNow (the signed wallet calls).
 */
export function openCrashPlayer(
  {
    hub,
    crash,
    gate,
    address,
  }: { hub: CrashHub; crash: CrashDeps; gate: SocketGate; address: string },
  sessionId: string,
  link: PlayerLink,
  onError: (error: unknown) => void,
): ReturnType<OpenPlayer> {
  let session: Session | undefined;
  let ended = false;
  let release: (() => void) | undefined;
  const rate = gate.rate();
  const fail = (error: unknown) => {
    onError(error);
    link.send(JSON.stringify({ type: 'error', status: 'error' }));
  };
  let queue = (async () => {
    const live = await liveSession(crash.db, sessionId);
    if (!live.ok || gameById(live.session.game_id)?.engine !== 'crash') {
      link.send(
        JSON.stringify({ type: 'error', status: live.ok ? 'not_a_crash_game' : live.reason }),
      );
      link.close(4001, 'session');
      return;
    }
    // One player's sockets count together, whatever session or tab they come from.
    release = ended ? undefined : gate.admit(live.session.player_id, address);
    if (!release) {
      if (!ended) link.send(JSON.stringify({ type: 'error', status: 'too_many_connections' }));
      link.close(POLICY_VIOLATION, 'too many connections');
      return;
    }
    const balance = await crash.wallet.balance(live.session.wallet_token).catch(() => undefined);
    const snapshot = await hub.snapshot();
    // A player who reloads mid-round finds their bet in it (and can still cash out).
    const mine = snapshot.round
      ? await betOf(crash.db, snapshot.round.id, live.session.id)
      : undefined;
    const bet = mine && {
      id: mine.id,
      amount: mine.amount,
      status: mine.status,
      cashout: mine.cashout,
      win: mine.win,
      autoCashout: mine.auto_cashout,
      settled: mine.settled,
    };
    link.send(
      JSON.stringify({
        type: 'hello',
        ...snapshot,
        bet: bet ?? null,
        balance: balance?.ok ? balance.balance : null,
      }),
    );
    session = live.session;
    link.join();
  })().catch(fail);
  return {
    closed() {
      ended = true;
      release?.();
    },
    message(text) {
      if (!rate.allow()) return link.close(POLICY_VIOLATION, 'too many messages');
      queue = queue
        .then(async () => {
          if (!session) return;
          const parsed = parseCrashMessage(text);
          if (!parsed.ok)
            return link.send(
              JSON.stringify({ type: 'error', status: 'bad_message', detail: parsed.detail }),
            );
          const { message } = parsed;
          if (message.type === 'bet') {
            const answer = await placeCrashBet(crash, session, message);
            link.send(JSON.stringify({ type: 'bet-result', ...answer }));
          } else {
            link.send(
              JSON.stringify({ type: 'cashout-result', ...(await cashOutNow(crash, session)) }),
            );
          }
        })
        .catch(fail);
    },
  };
}
