/**
 * The proxies to the providers' servers: the game studio under /providers/studio/ and the
 * sportsbook under /providers/sportsbook/ (pages, game APIs, WebSockets), and any other provider
 * under /providers (PROVIDERS_URL). Registered on the providers' own origin in the default
 * install (provider-server.ts), or on the site's when it is configured without one.
 */
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withForwardedFor } from './forwarded-for';

export interface ProviderUpstreams {
  /** The game studio's server (providers/studio); default STUDIO_URL. */
  studioUrl?: string;
  /** The sportsbook's server (providers/sportsbook); default SPORTSBOOK_URL. */
  sportsbookUrl?: string;
  /** Any other provider under /providers; default PROVIDERS_URL. */
  providersUrl?: string;
}

export async function registerProviderProxies(
  app: FastifyInstance,
  options: ProviderUpstreams,
): Promise<void> {
  // The in-house game studio is its own server: its pages, game API and client files all live
  // under /providers/studio/, which goes to it unchanged (more specific than /providers).
  const studioUrl = options.studioUrl ?? process.env.STUDIO_URL;
  if (studioUrl) {
    // websocket: the crash game's socket (/providers/studio/crash/ws) goes through as well.
    await app.register(httpProxy, {
      upstream: studioUrl,
      prefix: '/providers/studio',
      rewritePrefix: '/providers/studio',
      websocket: true,
    });
  }
  // The sportsbook likewise: its frame, API and live price socket under /providers/sportsbook/.
  const sportsbookUrl = options.sportsbookUrl ?? process.env.SPORTSBOOK_URL;
  if (sportsbookUrl) {
    // The sportsbook caps live sockets per client address (trusting this edge's X-Forwarded-For),
    // so both its requests and its socket upgrades say who the client is, as towards the API.
    await app.register(httpProxy, {
      upstream: sportsbookUrl,
      prefix: '/providers/sportsbook',
      rewritePrefix: '/providers/sportsbook',
      websocket: true,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-for': withForwardedFor(
            headers['x-forwarded-for'],
            request.socket.remoteAddress,
          ),
        }),
      },
      // The plugin calls wsClientOptions.rewriteRequestHeaders (its default copies the cookie),
      // which its types do not list.
      wsClientOptions: {
        rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
          ...headers,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          'x-forwarded-for': withForwardedFor(
            request.headers['x-forwarded-for'],
            request.socket.remoteAddress,
          ),
        }),
      } as Record<string, unknown>,
    });
  }
  const providersUrl = options.providersUrl ?? process.env.PROVIDERS_URL;
  if (providersUrl) {
    await app.register(httpProxy, {
      upstream: providersUrl,
      prefix: '/providers',
      rewritePrefix: '/providers',
    });
  }
}

/**
 * The studio's lobby artwork on the site's origin, when its pages are on their own: the lobby and
 * the first views show the tiles as pictures of this site (the page's CSP and the first views'
 * preloads allow no other origin's). GET and HEAD of SVG files only, answered with a CSP that lets
 * no script run should one be opened as a page.
 */
export async function registerTileArtwork(
  app: FastifyInstance,
  options: ProviderUpstreams,
): Promise<void> {
  const studioUrl = options.studioUrl ?? process.env.STUDIO_URL;
  if (!studioUrl) return;
  await app.register(httpProxy, {
    upstream: studioUrl,
    prefix: '/providers/studio/tiles',
    rewritePrefix: '/providers/studio/tiles',
    httpMethods: ['GET', 'HEAD'],
    replyOptions: {
      rewriteHeaders: (headers) => ({
        ...headers,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'x-content-type-options': 'nosniff',
      }),
    },
  });
}
