/**
 * Helmet's security headers, computed once. @fastify/helmet calls `helmet(options)` on every
 * request, rebuilding each of its middlewares and parsing the CSP again: about a seventh of the
 * CPU of a cached `get_slot_game` answer. The options never change while the API runs, so neither
 * do the headers: they are taken once from @fastify/helmet itself (a throwaway instance answering
 * one request, with and without it) and set by one cheap hook. Helmet stays the source of truth for
 * what the options mean.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type HookHandlerDoneFunction,
} from 'fastify';

/** The headers @fastify/helmet adds to a response with these options (lower-case names). */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, { ...options, global: true });
  probe.get('/with', (_request, reply) => reply.send('probe'));
  probe.get('/without', { helmet: false }, (_request, reply) => reply.send('probe'));
  try {
    const [withHelmet, without] = await Promise.all([
      probe.inject('/with'),
      probe.inject('/without'),
    ]);
    const added = Object.entries(withHelmet.headers).filter(([name]) => !(name in without.headers));
    return Object.fromEntries(added.map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/** An onRequest hook setting helmet's headers, as @fastify/helmet would, on every response. */
export async function securityHeaders(options: FastifyHelmetOptions) {
  const headers = await helmetHeaders(options);
  return function setSecurityHeaders(
    _request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    reply.headers(headers);
    done();
  };
}
