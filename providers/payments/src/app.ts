/**
 * The sandbox's HTTP face: Konnect's shapes under /konnect, Flouci's under /flouci, each with its
 * own keys, the hosted payment page of each, and payouts. Money here is demo money: nothing leaves
 * this process but the merchant's webhook call and the player's redirect.
 */
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { SandboxConfig } from './config';
import type { Db } from './db';
import { registerFlouciRoutes } from './flouci';
import { registerKonnectRoutes } from './konnect';

export interface SandboxDeps {
  config: SandboxConfig;
  db: Db;
  /** How the sandbox calls a merchant's webhook (tests observe it). */
  notify?: (url: string) => Promise<void>;
}

export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export async function buildSandboxApp(deps: SandboxDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: deps.config.logLevel }, bodyLimit: 16 * 1024 });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const notify =
    deps.notify ??
    (async (url: string) => {
      await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch((error: Error) =>
        app.log.warn({ url, err: error.message }, 'webhook call failed'),
      );
    });
  app.get('/health', async () => ({ status: 'ok' }));
  registerKonnectRoutes(app, { ...deps, notify });
  registerFlouciRoutes(app, { ...deps, notify });
  return app;
}
