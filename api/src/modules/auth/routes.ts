import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ErrorResponses, Message } from '../../http/query';
import { translate } from '../../i18n/messages';
import { takePlayerView } from '../players/repository';
import { LoginBody, LoginError, LoginReply, PlayerUser, ResetPasswordBody } from './schemas';
import * as auth from './service';

export function registerAuthRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/login',
    {
      config: { errorField: true, rateLimit: { max: ctx.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Log in with username and password; answers the user and a bearer token',
        body: LoginBody,
        response: { 200: LoginReply, 400: LoginError, 401: LoginError, 403: LoginError, 429: LoginError },
      },
    },
    async (request) => auth.login(ctx, { ...request.body, address: request.ip }),
  );

  app.post(
    '/logout',
    {
      config: { auth: 'required' },
      schema: { tags: ['auth'], summary: 'End this session (no body)', response: { 200: Message, 401: Message } },
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
        summary: 'Change the password; ends every session of the player',
        body: ResetPasswordBody,
        response: { 200: Message, ...ErrorResponses },
      },
    },
    async (request) => {
      await auth.changePassword(ctx, request.player!.playerId, request.body);
      return { message: translate('passwordResetSuccess', request.lang) };
    },
  );

  app.get(
    '/UserDetails',
    {
      config: { auth: 'required' },
      schema: { tags: ['auth'], summary: 'The logged-in player', response: { 200: PlayerUser, 401: Message } },
    },
    async (request) => {
      const user = await takePlayerView(ctx.db, request.player!.playerId);
      if (!user) throw new AppError(401, 'unauthorized');
      return user;
    },
  );
}
