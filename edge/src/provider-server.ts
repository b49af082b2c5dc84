/**
 * The providers' own origin: a second listener of the edge (`serve --providers-port`, or
 * PROVIDERS_PORT) that serves the game studio and the sportsbook under /providers/… and nothing
 * else, as an outside vendor's host would. A provider page then runs on another origin than the
 * site: it cannot read the site's storage (the player's token), and the platform's API is not on
 * its origin (a call to the site's origin is cross-origin, and the API answers no CORS). The
 * site's origin then proxies nothing under /providers (SiteServerOptions.providersApart).
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { registerProviderProxies, type ProviderUpstreams } from './provider-proxies';
import { isValidHost } from './server';

export async function buildProviderServer(options: ProviderUpstreams = {}) {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    genReqId: () => randomUUID(),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    request.raw.headers['x-request-id'] = request.id;
    if (!isValidHost(request.headers.host))
      return reply.code(400).send({ message: 'Bad request: malformed Host header.' });
  });
  await registerProviderProxies(app, options);
  // Only the providers live here: the site, its API and its remotes do not.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  return app;
}

export async function startProviderServer(
  options: ProviderUpstreams & { port: number; host: string },
): Promise<string> {
  const app = await buildProviderServer(options);
  return app.listen({ port: options.port, host: options.host });
}
