/**
 * Balance push (api/README.md, "Balance push"): `POST /stream/ticket` (bearer) gives a one-use
 * ticket of a few seconds; `GET /stream?ticket=` opens a Server-Sent Events stream of that
 * player's balance and bonus, and of the jackpot pools. The ledger notifies `player_balance`
 * (migration 0013) and the pools `jackpot_pools` (0014) at commit, so a movement made through
 * any API instance reaches the streams held by every instance.
 */
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { BalanceHub, type Stream } from './hub';
import { NotificationListener } from './listener';
import { insertTicket, purgeTickets, spendTicket } from './repository';

const HEARTBEAT_MS = 20_000;
const PURGE_MS = 60_000;

const Message = Type.Object({ message: Type.String() });
const Ticket = Type.Object({
  ticket: Type.String({ description: 'one use, opens GET /api/stream?ticket=' }),
  expires_in: Type.Integer({ description: 'seconds' }),
});
const StreamQuery = Type.Object({
  ticket: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
});

export function registerPushRoutes(app: App, ctx: AppContext): void {
  const { db, config } = ctx;
  const tags = ['balance push'];
  const logError = (error: unknown) => app.log.warn({ err: error }, 'balance push');
  const hub = new BalanceHub(
    db,
    { maxPerPlayer: config.streamMaxPerPlayer, maxConnections: config.streamMaxConnections },
    logError,
  );
  const listener = new NotificationListener({
    config: db.options,
    channels: ['player_balance', 'jackpot_pools'],
    onNotification(channel, payload) {
      if (channel === 'jackpot_pools') return hub.poolsChanged();
      const playerId = Number(payload);
      if (Number.isSafeInteger(playerId)) hub.playerChanged(playerId);
    },
    onConnected: () => hub.resendAll(),
    onError: logError,
  });
  const timers: NodeJS.Timeout[] = [];

  app.addHook('onReady', async () => {
    await listener.start();
    const every = (ms: number, work: () => unknown) => timers.push(setInterval(work, ms).unref());
    every(HEARTBEAT_MS, () => hub.heartbeat());
    every(config.streamSessionCheckSeconds * 1000, () => hub.checkSessions().catch(logError));
    every(PURGE_MS, () => purgeTickets(db).catch(logError));
  });
  // Streams never end by themselves: they are ended before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
    hub.endAll();
    await listener.stop();
  });

  app.post(
    '/stream/ticket',
    {
      config: {
        auth: 'required',
        rateLimit: {
          max: 60,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) => `stream-ticket ${request.player?.playerId ?? request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'A one-use ticket that opens the balance stream (never the session token in a URL)',
        security: [{ bearer: [] }],
        response: { 200: Ticket, 401: Message, 429: Message },
      },
    },
    async (request) => {
      const player = request.player!;
      const ticket = newOpaqueToken();
      await insertTicket(
        db,
        hashToken(ticket),
        { playerId: player.playerId, sessionId: player.sessionId },
        config.streamTicketTtlSeconds,
      );
      return { ticket, expires_in: config.streamTicketTtlSeconds };
    },
  );

  app.get(
    '/stream',
    {
      // Each attempt costs a database round trip: guessing tickets (256 bits) is hopeless, and
      // flooding is bounded per address.
      config: {
        rateLimit: {
          max: 120,
          timeWindow: 60_000,
          keyGenerator: (request) => `stream ${request.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          'Server-Sent Events: `balance` {balance, bonus} and `jackpots` {diamond, golden, silver, bronze} (millimes)',
        querystring: StreamQuery,
        response: { 401: Message, 429: Message, 503: Message },
      },
    },
    async (request, reply) => {
      if (hub.size >= config.streamMaxConnections) throw new AppError(503, 'tooManyRequests');
      const owner = await spendTicket(db, hashToken(request.query.ticket));
      if (!owner) throw new AppError(401, 'unauthorized');
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        // An ended stream takes its connection with it: a keep-alive socket left behind would
        // hold a closing server until its idle timeout.
        connection: 'close',
      });
      raw.socket?.setNoDelay(true);
      const write = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      const stream: Stream = {
        playerId: owner.playerId,
        sessionId: owner.sessionId,
        send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        end(reason) {
          write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
          if (!raw.writableEnded) raw.end();
        },
      };
      raw.on('close', () => hub.remove(stream));
      if (hub.add(stream) === 'full') stream.end('shutdown');
    },
  );
}
