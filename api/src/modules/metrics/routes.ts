/**
 * `/metrics` in Prometheus' text format, and the hooks that feed it: every answer counted and
 * timed under its route pattern (`/api/assets/games/:file`, never the raw URL, so one label per
 * route), and the seamless-wallet movements by provider, kind and status.
 *
 * Who may read it: a scraper with `Authorization: Bearer <METRICS_TOKEN>` from anywhere, or a
 * direct (not proxied) connection from an address of METRICS_ALLOW (loopback by default). A
 * request the edge passed on carries X-Forwarded-For and is refused even though the edge's own
 * address is loopback; the edge does not pass /api/metrics on at all. Anyone else gets the same
 * 404 as an unknown path.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { addressMatcher } from '../../http/addresses';
import { httpDuration, httpRequests, observePool, registry, walletMovements } from './registry';

const MOVEMENTS = new Set(['bet', 'win', 'rollback']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function countHttp(request: FastifyRequest, reply: FastifyReply): void {
  const route = request.routeOptions.url ?? '(unmatched)';
  httpRequests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
  httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
}

/** Hooks on the whole app: registered before the routes so that every route is counted. */
export function registerMetricsHooks(app: App, ctx: AppContext): void {
  app.addHook('onResponse', async (request, reply) => countHttp(request, reply));

  // A provider's answer is an object with its wallet status until it is serialised.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.routeOptions.config.signed) return payload;
    const kind = request.routeOptions.url?.split('/').at(-1) ?? '';
    if (!MOVEMENTS.has(kind)) return payload;
    const { provider } = request.params as { provider?: string };
    const status = (payload as { status?: unknown } | null)?.status;
    walletMovements.inc({
      provider:
        provider && Object.hasOwn(ctx.config.providerSecrets, provider) ? provider : 'unknown',
      kind,
      status:
        typeof status === 'string'
          ? status
          : reply.statusCode === 400
            ? 'invalid_request'
            : String(reply.statusCode),
    });
    return payload;
  });

  const stopObserving = observePool(ctx.db);
  app.addHook('onClose', async () => stopObserving());
}

/** Who may read operator figures (here and the remote version reports): see the file's comment. */
export function operatorOnly(ctx: AppContext): (request: FastifyRequest) => boolean {
  const allowed = addressMatcher(ctx.config.metricsAllow, 'METRICS_ALLOW');
  const token = ctx.config.metricsToken;
  return (request) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token && bearer && sameSecret(bearer, token)) return true;
    const proxied =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    return !proxied && allowed(request.socket.remoteAddress);
  };
}

export function registerMetricsRoute(app: App, ctx: AppContext): void {
  const mayRead = operatorOnly(ctx);

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayRead(request)) throw new AppError(404, 'notFound');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
