import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ErrorResponses, Message } from '../../http/query';
import { formatWait, translate } from '../../i18n/messages';
import { normaliseUsername } from '../players/service';
import { takePlayerView } from '../players/repository';
import { deviceTokenOf, setDeviceCookie } from './known-device';
import { purgeExpiredThrottles } from './repository';
import { LoginBody, LoginError, LoginReply, PlayerUser, ResetPasswordBody } from './schemas';
import * as auth from './service';

/** A throttled password check answers 429 with Retry-After and the wait in the player's language. */
async function answeringLocks<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof auth.LoginLockedError)) throw error;
    reply.header('Retry-After', String(error.retryAfterSeconds));
    throw new AppError(429, 'loginLocked', {
      wait: formatWait(error.retryAfterSeconds, request.lang),
    });
  }
}

/** Expired throttle rows and forgotten addresses are deleted on a timer while the API runs. */
function schedulePurge(app: App, ctx: AppContext): void {
  const timer = setInterval(() => {
    purgeExpiredThrottles(ctx.db, ctx.config.loginKnownAddressDays).catch((error: unknown) => {
      app.log.warn({ err: error }, 'login throttle purge failed');
    });
  }, ctx.config.loginThrottlePurgeSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  schedulePurge(app, ctx);

  app.post(
    '/login',
    {
      config: {
        errorField: true,
        personal: true,
        // A flood guard per address and username, after the body is read: a per-address limit
        // would let one guesser refuse every player behind its address (README, "Login throttling").
        rateLimit: {
          max: ctx.config.loginRateLimitPerMinute,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: (request) =>
            `${request.ip} ${normaliseUsername((request.body as { username: string }).username)}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password; answers the user and a bearer token',
        body: LoginBody,
        response: {
          200: LoginReply,
          400: LoginError,
          401: LoginError,
          403: LoginError,
          429: LoginError,
        },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken } = await answeringLocks(request, reply, () =>
        auth.login(ctx, { ...request.body, address: request.ip, device: deviceTokenOf(request) }),
      );
      setDeviceCookie(reply, deviceToken, ctx.config.loginKnownAddressDays);
      return { user, token };
    },
  );

  app.post(
    '/logout',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'End this session (no body)',
        response: { 200: Message, 401: Message },
      },
    },
    async (request) => {
      await auth.logout(ctx, request.player!.sessionId);
      return { message: translate('loggedOut', request.lang) };
    },
  );

  app.post(
    '/ResetPassword',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary:
          'Change the password (8 to 128 characters, not blank, not the username, not a common password); ends every session of the player',
        body: ResetPasswordBody,
        response: { 200: Message, ...ErrorResponses },
      },
    },
    async (request, reply) => {
      const { playerId, username } = request.player!;
      await answeringLocks(request, reply, () =>
        auth.changePassword(
          ctx,
          { playerId, username },
          { ...request.body, address: request.ip, device: deviceTokenOf(request) },
        ),
      );
      return { message: translate('passwordResetSuccess', request.lang) };
    },
  );

  app.get(
    '/UserDetails',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in player',
        response: { 200: PlayerUser, 401: Message },
      },
    },
    async (request) => {
      const user = await takePlayerView(ctx.db, request.player!.playerId);
      if (!user) throw new AppError(401, 'unauthorized');
      return user;
    },
  );
}
