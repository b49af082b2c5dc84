/**
 * The tables' sockets, `/tables/<family>/ws?session=…` (rounds pushed, bets sent), and the public
 * record of finished rounds (`/api/tables/rounds`, no login: seeds are public once a round ends).
 */
import type { WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { gameById, type TableFamily } from '../../catalogue/games';
import type { Db } from '../../db/database';
import { liveSession } from '../../sessions/service';
import { POLICY_VIOLATION, type SocketGate } from '../../sessions/socket-gate';
import type { TablesHub } from './hub';
import { parseTableBetMessage } from './messages';
import { finishedTableRounds, tableRoundById, type TableRound } from './repository';
import type { TableRules } from './rules';
import { placeTableBet, type TableDeps } from './service';

/** The tag of a refused message when it has a usable one, so the page can match the answer. */
function tagOf(text: string): string | null {
  try {
    const tag: unknown = (JSON.parse(text) as { tag?: unknown } | null)?.tag;
    return typeof tag === 'string' && tag.length <= 64 ? tag : null;
  } catch {
    return null;
  }
}

export function registerTableRoutes(
  app: FastifyInstance,
  options: {
    hub: TablesHub;
    deps: TableDeps;
    engines: ReadonlyMap<TableFamily, TableRules>;
    gate: SocketGate;
    basePath: string;
  },
): void {
  const { hub, deps, engines, gate, basePath } = options;
  for (const family of hub.families) {
    const rules = engines.get(family)!;
    app.get<{ Querystring: { session?: string } }>(
      `${basePath}/tables/${family}/ws`,
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
        const live = await liveSession(deps.db, request.query.session ?? '');
        if (!live.ok || gameById(live.session.game_id)?.engine !== family) {
          socket.send(
            JSON.stringify({ type: 'error', status: live.ok ? 'wrong_game' : live.reason }),
          );
          socket.close(4001, 'session');
          return;
        }
        const { session } = live;
        // One player's sockets count together, whatever game, session or tab they come from.
        const release = gate.admit(session.player_id, request.ip);
        if (!release) {
          socket.send(JSON.stringify({ type: 'error', status: 'too_many_connections' }));
          socket.close(POLICY_VIOLATION, 'too many connections');
          return;
        }
        socket.on('close', release);
        if (socket.readyState !== socket.OPEN) return release();
        const rate = gate.rate();
        let queue = Promise.resolve();
        socket.on('message', (data: Buffer) => {
          if (!rate.allow()) return socket.close(POLICY_VIOLATION, 'too many messages');
          queue = queue
            .then(async () => {
              const parsed = parseTableBetMessage(String(data), rules.kinds);
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
              const answer = await placeTableBet({ ...deps, rules }, session, message.bet);
              socket.send(JSON.stringify({ type: 'bet-result', tag: message.tag, ...answer }));
            })
            .catch((error: unknown) => {
              request.log.error({ err: error }, `${family} message failed`);
              socket.send(JSON.stringify({ type: 'error', status: 'error' }));
            });
        });
        const leave = hub.join(family, socket);
        socket.on('close', leave);
        const balance = await deps.wallet.balance(session.wallet_token).catch(() => undefined);
        socket.send(
          JSON.stringify({
            type: 'hello',
            ...(await hub.snapshot(family)),
            balance: balance?.ok ? balance.balance : null,
          }),
        );
      },
    );
  }

  registerTableRecord(app, deps.db, basePath);
}

/** A finished round as the verifier reads it; a round still open shows no seed. */
function roundRecord(round: TableRound) {
  const finished = round.phase === 'result';
  return {
    id: round.id,
    family: round.family,
    phase: round.phase,
    commitment: round.commitment,
    clientSeed: round.client_seed,
    nonce: round.id,
    serverSeed: finished ? round.server_seed : null,
    outcome: finished ? round.outcome : null,
    resultAt: round.result_at,
  };
}

function registerTableRecord(app: FastifyInstance, db: Db, basePath: string): void {
  app.get<{ Querystring: { family?: string; before?: number; limit?: number } }>(
    `${basePath}/api/tables/rounds`,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            family: { type: 'string', pattern: '^[a-z-]{1,20}$' },
            before: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
      },
    },
    async (request) => {
      const rounds = await finishedTableRounds(db, {
        family: request.query.family as TableFamily | undefined,
        before: request.query.before,
        limit: request.query.limit ?? 20,
      });
      return { rounds: rounds.map(roundRecord) };
    },
  );
  app.get<{ Params: { id: number } }>(
    `${basePath}/api/tables/rounds/:id`,
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 } },
        },
      },
    },
    async (request, reply) => {
      const round = await tableRoundById(db, request.params.id);
      if (!round) return reply.code(404).send({ ok: false, status: 'round_not_found' });
      return roundRecord(round);
    },
  );
}
