/**
 * The API: external plugins (helmet, rate limit, swagger), then the auth hook and the one error
 * handler, then the routes of each module, all under /api.
 */
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyContextConfig,
  type FastifySchema,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from './config';
import type { App, AppContext } from './context';
import type { Db } from './db/pool';
import { AppError } from './http/app-error';
import { authHook } from './modules/auth/hook';
import { errorHandler } from './http/error-handler';
import { markPrivateResponses } from './http/private-responses';
import { requestIdGenerator } from './http/request-id';
import { securityHeaders } from './http/security-headers';
import { checkResponseShape } from './http/response-check';
import { compileValidator } from './http/validation';
import type { Language } from './i18n/messages';
import { registerAssetRoutes } from './modules/assets/routes';
import { registerAuthRoutes } from './modules/auth/routes';
import type { SessionPlayer } from './modules/auth/repository';
import { registerBonusRoutes } from './modules/bonus/routes';
import { Catalogue } from './modules/catalogue/catalogue';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerHistoryRoutes } from './modules/histories/routes';
import { registerLaunchRoutes } from './modules/launch/routes';
import { registerMetricsHooks, registerMetricsRoute } from './modules/metrics/routes';
import { registerProviderJackpotRoutes } from './modules/provider-jackpots/routes';
import { registerPushRoutes } from './modules/push/routes';
import { registerRemoteReportRoutes } from './modules/remote-reports/routes';
import { registerSeamlessRoutes } from './modules/seamless/routes';
import { registerSportBetRoutes } from './modules/sport-bets/routes';
import type { Adapters } from './modules/payments/adapter';
import { adaptersFromConfig } from './modules/payments/deps';
import { registerOperatorPaymentRoutes } from './modules/payments/operator-routes';
import { registerPaymentRoutes } from './modules/payments/routes';
import { registerResponsibleGamblingRoutes } from './modules/responsible-gambling/routes';

declare module 'fastify' {
  interface FastifyRequest {
    player: SessionPlayer | null;
    lang: Language;
    rawBody?: string;
  }
  interface FastifyInstance {
    /** Every route as registered (method, URL pattern, schema, config): the app describing itself. */
    readonly routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    auth?: 'required' | 'optional';
    errorField?: boolean;
    signed?: boolean;
    /** The answer carries a player's data although the route needs no session (login). */
    personal?: boolean;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  schema?: FastifySchema;
  config?: FastifyContextConfig;
}

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Payment adapters other than the configured ones (tests); the clock of the cashier and of the
   * responsible-gambling rules. */
  paymentAdapters?: Adapters;
  now?: () => Date;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const catalogue = new Catalogue();
  await catalogue.load(options.db, { tileBase: options.config.studioTilesUrl });
  const payments = {
    db: options.db,
    config: options.config.payments,
    adapters: options.paymentAdapters ?? adaptersFromConfig(options.config.payments),
    now: options.now ?? (() => new Date()),
  };
  const ctx: AppContext = {
    db: options.db,
    config: options.config,
    catalogue,
    payments,
    now: payments.now,
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: options.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-signature"]'],
    },
    bodyLimit: 64 * 1024,
    // X-Forwarded-For is believed only from the configured proxies (the site's own edge).
    trustProxy: options.config.trustedProxies,
    routerOptions: { ignoreTrailingSlash: true },
    // The client spells `/LatestJackpot ` with a trailing space: both spellings reach one handler.
    rewriteUrl: (request) =>
      (request.url ?? '/').replace(
        /^\/api\/LatestJackpot(?:%20|\s)+(?=[/?]|$)/,
        '/api/LatestJackpot',
      ),
    // The edge's X-Request-Id is kept (one id through both logs); anyone else's is replaced.
    genReqId: requestIdGenerator(options.config.trustedProxies),
    // A client has this long to send a whole request, body included: a trickled body is cut with
    // a 408 (Node checks every second). Handlers themselves are not timed out.
    requestTimeout: options.config.requestTimeoutSeconds * 1000,
    http: {
      headersTimeout: options.config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
    // Longer than the edge's upstream keep-alive, so the API never closes a connection the edge
    // is about to reuse.
    keepAliveTimeout: 72_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setValidatorCompiler(compileValidator);
  // Outside production every answer is checked against its route's response schema (the clients' types).
  if (!options.config.production) app.addHook('preSerialization', checkResponseShape);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeTable.push({
        method,
        url: route.url,
        schema: route.schema,
        config: route.config as FastifyContextConfig | undefined,
      });
    }
  });
  app.decorateRequest('player', null);
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerMetricsHooks(app, ctx);

  // Keep the raw JSON text: provider callbacks are signed over the exact bytes sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        new AppError(400, 'invalidRequest', { detail: 'the body is not valid JSON' }),
        undefined,
      );
    }
  });

  // Helmet's headers, computed once from its options instead of by helmet on every request.
  app.addHook(
    'onRequest',
    await securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'tooManyRequests'),
  });
  // The OpenAPI description is always built (tests and tools read it); the UI is served only
  // when API_DOCS allows it (off in production unless asked for).
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Casino platform API',
        version: '1.0.0',
        description: 'Money is integer millimes (1 TND = 1000).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  if (options.config.apiDocs) {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) => header,
    });
  }

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      message:
        request.lang === 'fr'
          ? 'Introuvable.'
          : request.lang === 'ar'
            ? 'غير موجود.'
            : 'Not found.',
    });
  });
  app.addHook('onRequest', authHook(ctx));
  app.addHook('onRequest', markPrivateResponses);

  await app.register(
    async (api) => {
      const routes = api as unknown as App;
      registerHealthRoutes(routes, ctx);
      registerMetricsRoute(routes, ctx);
      registerAuthRoutes(routes, ctx);
      registerCatalogueRoutes(routes, ctx);
      registerLaunchRoutes(routes, ctx);
      registerHistoryRoutes(routes, ctx);
      registerBonusRoutes(routes, ctx);
      registerContentRoutes(routes, ctx);
      registerAssetRoutes(routes, ctx);
      registerSeamlessRoutes(routes, ctx);
      registerPushRoutes(routes, ctx);
      registerRemoteReportRoutes(routes, ctx);
      registerProviderJackpotRoutes(routes, ctx);
      registerSportBetRoutes(routes, ctx);
      registerPaymentRoutes(routes, ctx);
      registerOperatorPaymentRoutes(routes, ctx);
      registerResponsibleGamblingRoutes(routes, ctx);
    },
    { prefix: '/api' },
  );
  return app;
}
