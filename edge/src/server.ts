/**
 * The site's edge: the shell at the root, versioned remotes under /remotes, remotes.json, and
 * /api (and /providers, when configured) proxied to their servers. Production-grade caching:
 * HTML, remotes.json and manifests are revalidated on every load; hashed chunks are immutable.
 * Files are served precompressed (brotli, gzip) when the browser accepts it.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { localDir, pageLanguage, routeRelease } from './first-load';
import { firstLoadPage, type FirstView } from './first-load-page';
import { firstViewComposer, type FirstViewRequest } from './first-view/compose';
import { RendererSandbox } from './first-view/sandbox';
import { siteDir } from './paths';
import { withForwardedFor } from './forwarded-for';
import { pageEncoding, streamPage } from './page-stream';
import { registerProviderProxies, registerTileArtwork } from './provider-proxies';
import {
  bucketOf,
  BUCKET_COOKIE,
  newBucket,
  parseCookies,
  PIN_COOKIE,
  pinSecret,
  readPinToken,
  remotesForBrowser,
} from './canary';
import { readRemotesFile, type RemotesFile } from './remotes-file';
import {
  htmlSecurityHeaders,
  inlineScriptHashes,
  providerFrameSources,
  remoteOrigins,
} from './security-headers';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const UNHASHED = /(?:^|\/)(?:index\.html|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

export interface SiteServerOptions {
  port: number;
  host: string;
  apiUrl?: string;
  providersUrl?: string;
  /** The game studio's server (providers/studio); default STUDIO_URL. */
  studioUrl?: string;
  /** The sportsbook's server (providers/sportsbook); default SPORTSBOOK_URL. */
  sportsbookUrl?: string;
  /** Production: HTML carries Strict-Transport-Security. Default: NODE_ENV=production. */
  production?: boolean;
  /** CSP frame-src of the page; default from STUDIO_ORIGIN/STUDIO_BASE_URL and SPORTSBOOK_*. */
  frameSources?: string[];
  /** Secret of tester pin links; default PIN_SECRET or the site's generated one (canary.ts). */
  pinSecret?: string;
  /** The largest request body the API takes (bytes); default API_BODY_LIMIT or 64 KiB, the API's. */
  apiBodyLimit?: number;
  /**
   * The providers are served from an origin of their own (provider-server.ts): this one proxies
   * nothing under /providers, so no provider page ever runs on the site's origin.
   */
  providersApart?: boolean;
  /** Where the remotes' first-view renderers run; default one of its own, closed with the server. */
  firstViewSandbox?: RendererSandbox;
  /** How long a first view waits for its data; default FIRST_VIEW_DATA_TIMEOUT_MS or 400 ms. */
  firstViewDataTimeoutMs?: number;
}

/**
 * `host[:port]` as RFC 3986 allows it for a site: DNS labels (underscores tolerated), an IPv4
 * address or a bracketed IPv6 one, and a port from 1 to 65535.
 */
const HOST =
  /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

const INTERNAL_API_PATH = /^\/+api\/+metrics\/*$/i;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function isValidHost(host: string | undefined): host is string {
  if (!host || host.length > 261) return false;
  const match = HOST.exec(host);
  if (!match) return false;
  const port = match[1] === undefined ? 80 : Number(match[1]);
  return port >= 1 && port <= 65_535;
}

function cacheControlFor(path: string): string {
  // A precompressed file is served from its .br or .gz twin; the rule is the original's.
  return UNHASHED.test(path.replace(/\.(br|gz)$/, '')) ? REVALIDATE : IMMUTABLE;
}

/** The API's own limit on a request body (its `bodyLimit`). */
const API_BODY_LIMIT = 64 * 1024;

export async function buildSiteServer(options: Omit<SiteServerOptions, 'port' | 'host'> = {}) {
  const root = siteDir();
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const frameSources = options.frameSources ?? providerFrameSources();
  const apiBodyLimit = options.apiBodyLimit ?? Number(process.env.API_BODY_LIMIT || API_BODY_LIMIT);
  // The edge is where a request enters: every one gets a fresh id (one sent by the public is
  // never taken), logged here and passed to the API, which logs it too and echoes it.
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    genReqId: () => randomUUID(),
  });

  // The Host header names this site's origin in the page's CSP: a malformed one is the client's
  // mistake (400), never a 500 from building a URL out of it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    request.raw.headers['x-request-id'] = request.id;
    if (!isValidHost(request.headers.host)) {
      return reply.code(400).send({ message: 'Bad request: malformed Host header.' });
    }
    // The API's metrics are for the operator's scraper on the inside, never for the public.
    if (INTERNAL_API_PATH.test(safeDecode(request.url.split('?')[0] ?? ''))) {
      return reply.code(404).send({ message: 'Not found' });
    }
    // A body the API would refuse is refused here, before it is sent: the API answers 413 and
    // closes while the body is still being written, which the proxy could only report as a 500.
    if (
      request.url.startsWith('/api/') &&
      Number(request.headers['content-length'] ?? 0) > apiBodyLimit
    ) {
      return reply.code(413).send({ message: 'Request body is too large.' });
    }
  });

  // Read at start: a pin secret the edge cannot use stops it here, not on every page after
  // "Site ready".
  const pinKey = options.pinSecret ?? pinSecret();
  const secret = () => pinKey;
  /** remotes.json as this browser runs it; a browser without a canary bucket gets one. */
  async function remotesFor(request: FastifyRequest, reply: FastifyReply): Promise<RemotesFile> {
    const cookies = parseCookies(request.headers.cookie);
    let bucket = bucketOf(cookies);
    if (bucket === null) {
      bucket = newBucket();
      reply.header(
        'Set-Cookie',
        `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax${production ? '; Secure' : ''}`,
      );
    }
    return remotesForBrowser(
      await readRemotesFile(),
      bucket,
      readPinToken(cookies[PIN_COOKIE], Date.now(), secret()),
    );
  }

  const apiUrl = options.apiUrl ?? process.env.API_URL ?? 'http://127.0.0.1:3000';
  // The sandbox's waits for messages, for loading a renderer and for a render to end at all (a
  // loaded test machine sets more: the vm's limit counts wall time, which load stretches).
  const sandbox =
    options.firstViewSandbox ??
    new RendererSandbox({
      slackMs: Number(process.env.FIRST_VIEW_SLACK_MS) || undefined,
      limitMs: Number(process.env.FIRST_VIEW_LIMIT_MS) || undefined,
      loadBudgetMs: Number(process.env.FIRST_VIEW_LOAD_BUDGET_MS) || undefined,
    });
  app.addHook('onClose', async () => {
    if (!options.firstViewSandbox) await sandbox.close();
  });
  // How long a first view waits for its data before the page goes out without it (a loaded
  // test machine sets more: there the data matters, the wait is measured by the benches).
  const dataTimeoutMs =
    options.firstViewDataTimeoutMs ?? (Number(process.env.FIRST_VIEW_DATA_TIMEOUT_MS) || undefined);
  const firstViews = firstViewComposer({ apiUrl, sandbox, timeoutMs: dataTimeoutMs });
  /** remotes.json as last warmed: each version it serves has its first views drawn ahead. */
  let warmedFor = '';
  function warmFirstViews(file: RemotesFile): void {
    const stamp = JSON.stringify(file.remotes ?? {});
    if (stamp === warmedFor) return;
    warmedFor = stamp;
    const dirs = Object.values(file.remotes ?? {}).flatMap((release) =>
      [release, release.canary].flatMap((version) => {
        const dir = version && localDir({ siteRoot: root }, version);
        return dir ? [dir] : [];
      }),
    );
    void (async () => {
      for (const dir of dirs) await firstViews.warm(dir);
    })();
  }
  app.addHook('onReady', async () => warmFirstViews(await readRemotesFile()));

  /** The route's first view, from the remote that renders it for this browser (first-view/). */
  function firstView(request: FirstViewRequest): Promise<FirstView | undefined> {
    // Whatever fails, the page ends with the slot's skeleton (the empty column).
    return firstViews.compose(request).catch(() => undefined);
  }

  async function sendShellPage(request: FastifyRequest, reply: FastifyReply, selfOrigin: string) {
    // The versions this browser runs (canary bucket, pins), as /remotes.json would answer.
    const remotesFile = await remotesFor(request, reply);
    warmFirstViews(await readRemotesFile());
    // Everything the first route needs is asked for by the HTML itself (first-load.ts).
    const [path = '/', query = ''] = request.url.split('?');
    const language = pageLanguage(request.headers.cookie);
    const viewRequest = {
      path,
      query,
      language,
      ...routeRelease({ path, remotesFile, siteRoot: root }),
    };
    const page = firstLoadPage({
      html: await readFile(join(root, 'shell', 'index.html'), 'utf8'),
      path,
      remotesFile,
      siteRoot: root,
      language,
      awaitsFirstView: firstViews.expects(viewRequest),
    });
    // The head and the chrome go out before the first view is drawn: its data and its render
    // delay only the slot. The headers therefore hash only the scripts of what is not the view
    // (a view never carries one, compose.ts).
    const rest = firstView(viewRequest).then((view) => page.slot(view) + page.tail);
    const headers = htmlSecurityHeaders({
      remoteOrigins: remoteOrigins(remotesFile, selfOrigin),
      frameSources,
      scriptHashes: inlineScriptHashes(page.head + page.tail),
      hsts: production,
    });
    const encoding = pageEncoding(request.headers['accept-encoding']);
    reply
      .headers({ ...headers, 'Cache-Control': REVALIDATE, Vary: 'Cookie, Accept-Encoding' })
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(streamPage(page.head, rest, encoding));
  }

  app.get('/remotes.json', async (request, reply) => {
    // Each browser gets the versions it runs (its canary bucket, its pins): never shared by a cache.
    reply
      .header('Cache-Control', REVALIDATE)
      .header('Vary', 'Cookie')
      .header('Access-Control-Allow-Origin', '*');
    return reply.type('application/json').send(await remotesFor(request, reply));
  });

  // A tester's pin: a link ops issued (`pnpm ops pin`), checked here and kept as an HttpOnly cookie.
  app.get('/__pin/clear', async (_request, reply) =>
    reply
      .header('Set-Cookie', `${PIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
      .redirect('/', 302),
  );
  // A wildcard, not a :param: a token is longer than a route parameter may be (100 characters).
  app.get<{ Params: { '*': string } }>('/__pin/*', async (request, reply) => {
    const token = request.params['*'];
    const pins = readPinToken(token, Date.now(), secret());
    if (!pins)
      return reply
        .code(400)
        .send({ message: 'This pin link is invalid or has expired: ask ops for a new one.' });
    const maxAge = Math.max(1, pins.expires - Math.floor(Date.now() / 1000));
    const secure = production ? '; Secure' : '';
    return reply
      .header('Cache-Control', 'no-store')
      .header(
        'Set-Cookie',
        `${PIN_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`,
      )
      .redirect('/', 302);
  });

  await app.register(fastifyStatic, {
    root: join(root, 'remotes'),
    prefix: '/remotes/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders(response, path) {
      response.header('Cache-Control', cacheControlFor(path));
      // A remote may be served from a CDN on another origin than the shell.
      response.header('Access-Control-Allow-Origin', '*');
      response.header('X-Content-Type-Options', 'nosniff');
    },
  });

  await app.register(fastifyStatic, {
    root: join(root, 'shell'),
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    index: false,
    wildcard: true,
    setHeaders(response, path) {
      response.header('Cache-Control', cacheControlFor(path));
      response.header('X-Content-Type-Options', 'nosniff');
    },
  });

  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API throttles logins per client address and believes X-Forwarded-For only from its
    // trusted proxies (this edge), taking the address right after them: the last hop must be
    // the address this socket saw, whatever the client wrote in its own X-Forwarded-For.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': withForwardedFor(
          headers['x-forwarded-for'],
          request.socket.remoteAddress,
        ),
      }),
    },
  });
  // The providers' pages, APIs and sockets: on this origin only when they have none of their own
  // (a providers port: the default install, see provider-server.ts).
  if (!options.providersApart) await registerProviderProxies(app, options);
  else await registerTileArtwork(app, options);

  const selfOriginOf = (host: string | undefined) => `http://${host ?? 'localhost'}`;
  app.get('/', (request, reply) =>
    sendShellPage(request, reply, selfOriginOf(request.headers.host)),
  );
  // Every route of the site is a page of the shell (single-spa routes in the browser).
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    // /providers/* belongs to the game and sportsbook providers, never to the shell.
    const notOurs = ['/remotes/', '/api/', '/providers/'].some((prefix) =>
      request.url.startsWith(prefix),
    );
    if (!wantsPage || notOurs) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendShellPage(request, reply, selfOriginOf(request.headers.host));
  });
  return app;
}

export async function startSiteServer(options: SiteServerOptions): Promise<string> {
  const app = await buildSiteServer(options);
  return app.listen({ port: options.port, host: options.host });
}
