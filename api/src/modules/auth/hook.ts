/**
 * Authentication in one hook: routes declare `config.auth` ('required' or 'optional'); the hook
 * resolves the bearer token to a live session. A missing, expired or revoked token on a required
 * route is a 401; on an optional route it is simply a guest.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../i18n/messages';
import { findLiveSession } from './repository';
import { hashToken } from './tokens';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header);
  return match?.[1];
}

export function authHook(ctx: AppContext) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    request.lang = languageOf(request.headers['accept-language']);
    request.player = null;
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const token = bearerToken(request);
    const session = token ? await findLiveSession(ctx.db, hashToken(token)) : undefined;
    if (session) request.player = session;
    else if (mode === 'required') throw new AppError(401, 'unauthorized');
  };
}
