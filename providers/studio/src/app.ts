/**
 * The studio's HTTP server: launch (redeem the platform's token, open a session), the game pages,
 * the game clients' files, and the game API the clients call. Everything lives under the base
 * path `/providers/studio`, so the site's edge forwards that prefix unchanged.
 */
import type { WalletClient } from '@casino/wallet-client';
import { checkReadiness } from '@casino/provider-kit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { gameById, JACKPOT_PROVIDER, type TableFamily } from './catalogue/games';
import { tileSvg } from './catalogue/tiles';
import { JACKPOT_SHARE_PERCENT, latestJackpotWins, poolAmounts } from './jackpot/pools';
import type { StudioConfig } from './config';
import type { CrashHub } from './crash/hub';
import { registerCrashRoutes } from './crash/routes';
import type { RouletteHub } from './roulette/hub';
import { registerRouletteRoutes } from './roulette/routes';
import { TABLE_ENGINES } from './tables/engines';
import type { TablesHub } from './tables/rounds/hub';
import { registerTableRoutes } from './tables/rounds/routes';
import { tableBootOf } from './tables/boot';
import { tableText } from './tables/texts';
import { SocketGate } from './sessions/socket-gate';
import { registerBlackjackPublicRounds } from './tables/blackjack/public-rounds';
import { registerBlackjackRoutes } from './tables/blackjack/routes';
import { registerPokerPublicRounds } from './tables/poker/public-rounds';
import { registerPokerRoutes } from './tables/poker/routes';
import type { Db } from './db/database';
import { text } from './i18n/texts';
import { answerErrors, FileParam, paramsOf, SessionParam } from './http/errors';
import { gamePage, messagePage, pageHeaders } from './page/html';
import { clientAsset, clientUrl } from './page/assets';
import { launchGame, languageOf, liveSession } from './sessions/service';
import { modelById } from './slots/models';
import { spinSlot } from './slots/service';
import { shownRtp } from './slots/shown-rtp';

export interface StudioDeps {
  config: StudioConfig;
  db: Db;
  wallet: WalletClient;
  /** The crash stream's hub on this instance (its leader runs beside it, see main.ts). */
  crashHub?: CrashHub;
  rouletteHub?: RouletteHub;
  /** The shared rounds of the "bet then draw" table families (`src/tables/`). */
  tablesHub?: TablesHub;
  logger?: boolean;
}

const LAUNCH_STATUS = { invalid_token: 401, unknown_game: 404, wallet_unavailable: 503 } as const;

export async function buildStudioApp({
  config,
  db,
  wallet,
  crashHub,
  rouletteHub,
  tablesHub,
  logger = true,
}: StudioDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: '127.0.0.1',
  });
  const base = config.basePath;
  const headers = pageHeaders(config.frameAncestors);
  answerErrors(app);
  // No permessage-deflate: crash ticks go to thousands of sockets as one pre-framed, uncompressed frame.
  await app.register(websocket, { options: { maxPayload: 4096, perMessageDeflate: false } });
  const gate = new SocketGate(config.sockets);
  if (crashHub)
    registerCrashRoutes(app, {
      hub: crashHub,
      crash: { db, wallet, stream: crashHub.stream },
      gate,
      basePath: base,
    });
  if (rouletteHub)
    registerRouletteRoutes(app, {
      hub: rouletteHub,
      roulette: { db, wallet, stream: rouletteHub.stream },
      gate,
      basePath: base,
    });
  registerBlackjackRoutes(app, { deps: { db, wallet }, gate, basePath: base });
  registerBlackjackPublicRounds(app, db, base);
  registerPokerRoutes(app, { deps: { db, wallet }, gate, basePath: base });
  registerPokerPublicRounds(app, db, base);
  if (tablesHub)
    registerTableRoutes(app, {
      hub: tablesHub,
      deps: { db, wallet, stream: tablesHub.stream },
      engines: TABLE_ENGINES,
      gate,
      basePath: base,
    });

  app.get(`${base}/health`, async () => ({ status: 'ok' }));
  // 503 while the database is away or a hub has not yet heard the leader again.
  app.get(`${base}/ready`, async (_request, reply) => {
    const readiness = await checkReadiness(db, {
      ...(crashHub && { crash: () => crashHub.listening }),
      ...(rouletteHub && { roulette: () => rouletteHub.listening }),
      ...(tablesHub && { tables: () => tablesHub.listening }),
    });
    if (readiness.ready) return { status: 'ready' };
    return reply.code(503).send({ status: 'unavailable', reason: readiness.reason });
  });

  app.get<{ Querystring: { token?: string; lang?: string; game?: string } }>(
    `${base}/play`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 200 },
            lang: { type: 'string', maxLength: 10 },
            game: { type: 'string', maxLength: 12 },
          },
        },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const token = request.query.token ?? '';
      const result =
        token.length >= 16
          ? await launchGame(db, wallet, { token, lang })
          : ({ ok: false, reason: 'invalid_token' } as const);
      if (!result.ok)
        return reply
          .code(LAUNCH_STATUS[result.reason])
          .headers(headers)
          .type('text/html; charset=utf-8')
          .send(messagePage(lang, result.reason));
      return reply
        .code(303)
        .header('Cache-Control', 'no-store')
        .redirect(`${base}/game/${result.session.id}`);
    },
  );

  const sessionParams = { schema: { params: paramsOf({ session: SessionParam }) } };
  const fileParams = { schema: { params: paramsOf({ file: FileParam }) } };

  app.get<{ Params: { session: string } }>(
    `${base}/game/:session`,
    sessionParams,
    async (request, reply) => {
      const live = await liveSession(db, request.params.session);
      const html = (code: number, body: string) =>
        reply.code(code).headers(headers).type('text/html; charset=utf-8').send(body);
      if (!live.ok)
        return html(
          live.reason === 'session_expired' ? 401 : 404,
          messagePage(languageOf(request.headers['accept-language']), live.reason),
        );
      const { session } = live;
      const lang = languageOf(session.lang);
      const game = gameById(session.game_id)!;
      // A table family on the shared rounds: its own client, `<family>.js`.
      const tableClient =
        tablesHub?.families.includes(game.engine as never) === true
          ? `${game.engine}.js`
          : undefined;
      if (
        game.engine === 'crash' ||
        game.engine === 'roulette' ||
        game.engine === 'blackjack' ||
        game.engine === 'poker' ||
        tableClient
      ) {
        const balance = await wallet.balance(session.wallet_token).catch(() => undefined);
        const boot = {
          basePath: base,
          session: session.id,
          lang,
          siteOrigin: config.siteOrigin ?? null,
          currency: session.currency,
          balance: balance?.ok ? balance.balance : null,
          game: { id: game.id, name: game.name, theme: game.theme, limits: game.limits },
          ...(tableClient && {
            table: tableBootOf(game.engine as TableFamily, config.tableTiming),
          }),
        };
        const script = clientUrl(base, tableClient ?? `${game.engine}.js`);
        return html(
          200,
          gamePage({ lang, title: game.name, script, boot, background: game.theme.colors[0] }),
        );
      }
      if (game.engine !== 'slots' || !game.model) return html(200, messagePage(lang, 'comingSoon'));
      const model = modelById(game.model);
      const balance = await wallet.balance(session.wallet_token).catch(() => undefined);
      const boot = {
        basePath: base,
        session: session.id,
        lang,
        siteOrigin: config.siteOrigin ?? null,
        currency: session.currency,
        balance: balance?.ok ? balance.balance : null,
        game: { id: game.id, name: game.name, theme: game.theme },
        model: {
          id: model.id,
          rows: model.rows,
          lines: model.lines,
          symbols: model.symbols,
          scatterPays: model.scatterPays,
          freeSpins: model.freeSpins,
          lineBets: model.lineBets,
          rtp: shownRtp(model),
          jackpotShare: game.providerId === JACKPOT_PROVIDER ? JACKPOT_SHARE_PERCENT : 0,
          volatility: model.volatilityLabel,
          strips: model.baseStrips,
        },
      };
      return html(
        200,
        gamePage({
          lang,
          title: game.name,
          script: clientUrl(base, 'slot.js'),
          boot,
          background: game.theme.colors[0],
        }),
      );
    },
  );

  // The crash verifier: public, no session; the checks run in the browser.
  app.get<{ Querystring: { lang?: string } }>(`${base}/crash/verify`, async (request, reply) => {
    const lang = languageOf(request.query.lang ?? request.headers['accept-language']);
    const page = gamePage({
      lang,
      title: text(lang, 'verifierTitle'),
      script: clientUrl(base, 'verify.js'),
      boot: { basePath: base, lang },
      background: '#10141f',
    });
    return reply.headers(headers).type('text/html; charset=utf-8').send(page);
  });

  // The table rounds' verifier: public, no session; the checks run in the browser.
  app.get<{ Querystring: { lang?: string; round?: number; game?: 'blackjack' | 'poker' } }>(
    `${base}/tables/verify`,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', maxLength: 10 },
            round: { type: 'integer', minimum: 1, maximum: 2 ** 53 - 1 },
            // A per-player table's round has its own numbering.
            game: { type: 'string', enum: ['blackjack', 'poker'] },
          },
        },
      },
    },
    async (request, reply) => {
      const lang = languageOf(request.query.lang ?? request.headers['accept-language']);
      const page = gamePage({
        lang,
        title: tableText(lang, 'verifierTitle'),
        script: clientUrl(base, 'tables-verify.js'),
        boot: {
          basePath: base,
          lang,
          round: request.query.round ?? null,
          game: request.query.game ?? null,
        },
        background: '#10141f',
      });
      return reply.headers(headers).type('text/html; charset=utf-8').send(page);
    },
  );

  app.get<{ Params: { file: string } }>(
    `${base}/assets/:file`,
    fileParams,
    async (request, reply) => {
      const asset = clientAsset(request.params.file);
      if (!asset) return reply.code(404).send({ message: 'Not found' });
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type('text/javascript; charset=utf-8')
        .send(asset.body);
    },
  );

  app.post<{ Body: { session: string; lineBet: number } }>(
    `${base}/api/slots/spin`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['session', 'lineBet'],
          additionalProperties: false,
          properties: {
            session: { type: 'string', minLength: 20, maxLength: 64 },
            lineBet: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          },
        },
      },
    },
    async (request, reply) => {
      const result = await spinSlot(db, wallet, {
        sessionId: request.body.session,
        lineBet: request.body.lineBet,
      });
      if (!result.ok) return reply.code(result.httpStatus).send(result);
      return result;
    },
  );

  // Lobby artwork of each game, from its theme (no text: the lobby shows name and provider).
  app.get<{ Params: { file: string } }>(
    `${base}/tiles/:file`,
    fileParams,
    async (request, reply) => {
      const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
      const game = match ? gameById(Number(match[1])) : undefined;
      if (!game) return reply.code(404).send({ message: 'Not found' });
      return reply
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .type('image/svg+xml')
        .send(tileSvg(game));
    },
  );

  // Live pools, in the shape of the platform's /api/jackpots, and the latest wins.
  app.get(`${base}/api/jackpots`, async () => {
    const pools = await poolAmounts(db);
    const names = {
      diamond: 'Diamond',
      golden: 'Golden',
      silver: 'Silver',
      bronze: 'Bronze',
    } as const;
    return {
      ...pools,
      currency: 'TND',
      data: (Object.keys(names) as Array<keyof typeof names>).map((key) => ({
        name: names[key],
        amount: pools[key],
      })),
      latest: (await latestJackpotWins(db, 10)).map((win) => ({
        name: win.tier,
        amount: win.amount,
        username: `${win.username.slice(0, 2)}***`,
        time: win.won_at,
      })),
    };
  });

  app.get<{ Params: { session: string } }>(
    `${base}/api/session/:session`,
    sessionParams,
    async (request, reply) => {
      const live = await liveSession(db, request.params.session);
      if (!live.ok)
        return reply
          .code(live.reason === 'session_expired' ? 401 : 404)
          .send({ ok: false, status: live.reason });
      const balance = await wallet.balance(live.session.wallet_token).catch(() => undefined);
      return {
        ok: true,
        balance: balance?.ok ? balance.balance : null,
        currency: live.session.currency,
      };
    },
  );

  return app;
}
