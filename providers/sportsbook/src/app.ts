/**
 * The sportsbook's HTTP server, all under `/providers/sportsbook` (the site's edge forwards that
 * prefix unchanged): the frame page for every internal path, its client files, the book's API
 * (session from the launch token, events, results, bets, cash-out) and the live push socket.
 */
import type { WalletClient } from '@casino/wallet-client';
import websocket from '@fastify/websocket';
import { ViewerGate } from './live/viewer-limits';
import { Type, type Static } from '@sinclair/typebox';
import { answerErrors, checkReadiness } from '@casino/provider-kit';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  cashOut,
  languageOf,
  liveSession,
  myBets,
  openSession,
  placeBet,
  type Failure,
} from './bets/service';
import type { SportsbookConfig } from './config';
import type { Db } from './db/database';
import type { Feed } from './live/feed';
import type { PushHub } from './live/hub';
import type { ClientAssets } from './page/assets';
import { framePage, pageHeaders } from './page/html';

export interface SportsbookDeps {
  config: SportsbookConfig;
  db: Db;
  wallet: WalletClient;
  feed: Feed;
  hub: PushHub;
  assets: ClientAssets;
  logger?: boolean;
}

/** The internal paths the site's frame may open; each is the same page, the client draws it. */
export const FRAME_PATHS = [
  'home',
  'live',
  'line',
  'favorite',
  'results',
  'calendar',
  'search',
  'history',
  'my-bets',
  'events',
  'event',
];

const SessionId = Type.String({ minLength: 20, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });
const SessionBody = Type.Object(
  {
    token: Type.String({ minLength: 16, maxLength: 128 }),
    lang: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
const Leg = Type.Object(
  {
    event: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    market: Type.String({ minLength: 1, maxLength: 16 }),
    outcome: Type.String({ minLength: 1, maxLength: 8 }),
    odds: Type.Integer({ minimum: 101, maximum: 100_000 }),
  },
  { additionalProperties: false },
);
const BetBody = Type.Object(
  {
    requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    stake: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    legs: Type.Array(Leg, { minItems: 1, maxItems: 12 }),
    tolerance: Type.Union([Type.Literal('none'), Type.Literal('higher'), Type.Literal('any')], {
      default: 'none',
    }),
  },
  { additionalProperties: false },
);
const CashOutBody = Type.Object(
  { value: Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 }) },
  { additionalProperties: false },
);
const SessionHeader = Type.Object({ 'x-sportsbook-session': SessionId });
const FramePath = Type.String({ pattern: '^[a-z-]{1,32}$' });
const FrameParams = Type.Object({ path: FramePath });
const FrameQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 10 })) });
/** Looked up among the book's own files (404 for any other name). */
const FileParams = Type.Object({ file: Type.String({ minLength: 1, maxLength: 100 }) });
/** At most 15 digits: always an exact JavaScript number. */
const EventParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });

function refuse(reply: FastifyReply, failure: Failure) {
  const { ok, httpStatus, ...body } = failure;
  void ok;
  return reply.code(httpStatus).send(body);
}

export async function buildApp(deps: SportsbookDeps): Promise<FastifyInstance> {
  const { config, db, wallet, feed, hub, assets } = deps;
  const base = config.basePath;
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel },
    trustProxy: '127.0.0.1',
    bodyLimit: 16 * 1024,
    // Unknown fields are refused, never silently dropped.
    ajv: { customOptions: { removeAdditional: false } },
  });
  await app.register(websocket, { options: { maxPayload: config.viewers.maxMessageBytes } });
  const gate = new ViewerGate(config.viewers);
  app.addHook('onClose', async () => gate.close());
  const book = { db, wallet, feed, config };
  const headers = pageHeaders(config.frameAncestors);
  const boot = {
    basePath: base,
    siteOrigin: config.siteOrigin ?? null,
    limits: config.limits,
    cashOutMarginBp: config.cashOutMarginBp,
  };

  answerErrors(app);

  app.get(`${base}/health`, async () => ({ status: 'ok' }));
  // 503 while the database is away or this instance has not taken the feed's lock again.
  app.get(`${base}/ready`, async (_request, reply) => {
    const readiness = await checkReadiness(db, { feed: () => feed.playing });
    if (readiness.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
  });

  const page = (lang: string | undefined) =>
    framePage({
      lang: languageOf(lang),
      script: `${base}/assets/${assets.script.name}`,
      style: `${base}/assets/${assets.style.name}`,
      boot,
    });
  app.get<{ Querystring: { lang?: string } }>(
    `${base}/`,
    { schema: { querystring: FrameQuery } },
    async (request, reply) =>
      reply.headers(headers).type('text/html; charset=utf-8').send(page(request.query.lang)),
  );
  app.get<{ Params: { path: string; '*': string }; Querystring: { lang?: string } }>(
    `${base}/:path/*`,
    {
      schema: {
        params: Type.Object({ path: FramePath, '*': Type.String({ maxLength: 200 }) }),
        querystring: FrameQuery,
      },
    },
    async (request, reply) => {
      if (!FRAME_PATHS.includes(request.params.path))
        return reply.code(404).send({ status: 'not_found' });
      return reply.headers(headers).type('text/html; charset=utf-8').send(page(request.query.lang));
    },
  );
  app.get<{ Params: { path: string }; Querystring: { lang?: string } }>(
    `${base}/:path`,
    { schema: { params: FrameParams, querystring: FrameQuery } },
    async (request, reply) => {
      if (!FRAME_PATHS.includes(request.params.path))
        return reply.code(404).send({ status: 'not_found' });
      return reply.headers(headers).type('text/html; charset=utf-8').send(page(request.query.lang));
    },
  );

  app.get<{ Params: { file: string } }>(
    `${base}/assets/:file`,
    { schema: { params: FileParams } },
    async (request, reply) => {
      const asset = [assets.script, assets.style].find((a) => a.name === request.params.file);
      if (!asset) return reply.code(404).send({ status: 'not_found' });
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(
          asset.name.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
        )
        .send(asset.body);
    },
  );

  app.post<{ Body: Static<typeof SessionBody> }>(
    `${base}/api/session`,
    { schema: { body: SessionBody } },
    async (request, reply) => {
      const result = await openSession(book, request.body.token, request.body.lang);
      return result.ok ? result : refuse(reply, result);
    },
  );

  app.get<{ Headers: Static<typeof SessionHeader> }>(
    `${base}/api/balance`,
    { schema: { headers: SessionHeader } },
    async (request, reply) => {
      const session = await liveSession(db, request.headers['x-sportsbook-session']);
      if ('ok' in session) return refuse(reply, session);
      const answer = await wallet.balance(session.wallet_token).catch(() => undefined);
      // The player logged out of the site since: this session reads nothing more.
      if (answer && !answer.ok && answer.status === 'session_ended')
        return reply.code(401).send({ status: 'session_ended' });
      if (!answer?.ok) return reply.code(503).send({ status: 'wallet_unavailable' });
      return { balance: answer.balance, currency: answer.currency };
    },
  );

  app.get(`${base}/api/events`, async () => ({
    events: [...feed.events.values()].map((event) => feed.view(event)),
    now: Date.now(),
  }));
  app.get<{ Params: { id: string } }>(
    `${base}/api/events/:id`,
    { schema: { params: EventParams } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const event = feed.events.get(id) ?? feed.results().find((e) => e.id === id);
      if (!event) return reply.code(404).send({ status: 'event_not_found' });
      return feed.view(event);
    },
  );
  app.get(`${base}/api/results`, async () => ({
    events: feed.results(200).map((event) => feed.view(event)),
  }));

  app.post<{ Body: Static<typeof BetBody>; Headers: Static<typeof SessionHeader> }>(
    `${base}/api/bets`,
    { schema: { body: BetBody, headers: SessionHeader } },
    async (request, reply) => {
      const result = await placeBet(book, {
        session: request.headers['x-sportsbook-session'],
        ...request.body,
        tolerance: request.body.tolerance ?? 'none',
      });
      return result.ok ? result : refuse(reply, result);
    },
  );
  app.get<{ Headers: Static<typeof SessionHeader> }>(
    `${base}/api/bets`,
    { schema: { headers: SessionHeader } },
    async (request, reply) => {
      const result = await myBets(book, request.headers['x-sportsbook-session']);
      return result.ok ? result : refuse(reply, result);
    },
  );
  app.post<{
    Params: { id: string };
    Body: Static<typeof CashOutBody>;
    Headers: Static<typeof SessionHeader>;
  }>(
    `${base}/api/bets/:id/cash-out`,
    {
      schema: {
        body: CashOutBody,
        headers: SessionHeader,
        params: Type.Object({ id: Type.String({ pattern: '^b[0-9a-f]{16}$' }) }),
      },
    },
    async (request, reply) => {
      const result = await cashOut(book, {
        session: request.headers['x-sportsbook-session'],
        bet: request.params.id,
        value: request.body.value,
      });
      return result.ok ? result : refuse(reply, result);
    },
  );

  app.get(
    `${base}/ws`,
    {
      websocket: true,
      // Refused before the upgrade: a plain 429 the browser sees as a failed connection.
      preValidation: async (request, reply) => {
        if (!gate.canConnect(request.ip))
          return reply.code(429).send({ status: 'too_many_connections' });
      },
    },
    (socket, request) => {
      gate.watch(socket, request.ip);
      hub.add(socket);
      // Viewers only listen; what they send is counted (rate limit) and otherwise ignored.
    },
  );

  return app;
}
