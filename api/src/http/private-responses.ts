/**
 * Answers that carry a player's data are never stored by a browser or a shared cache: a page of
 * histories or a balance left in a shared computer's disk cache, or a proxy answering one player's
 * details to another, would outlive the logout. A response is private when its route needs a
 * session, when a session came with it (an optional route answered for a player), when a provider
 * signed it (balances), or when the route says so (`config.personal`: the login's user and token).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const NO_STORE = 'no-store';

export function isPersonal(request: FastifyRequest): boolean {
  const config = request.routeOptions.config;
  return (
    request.player !== null ||
    config.auth === 'required' ||
    config.signed === true ||
    config.personal === true
  );
}

/** An onRequest hook, after the session hook: marks private answers `Cache-Control: no-store`. */
export function markPrivateResponses(
  request: FastifyRequest,
  reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (isPersonal(request)) reply.header('Cache-Control', NO_STORE);
  done();
}
