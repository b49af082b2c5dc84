/**
 * Game and sportsbook launch: a one-time launch token (stored hashed, short life) in the URL of
 * the provider's page; the provider redeems it through the seamless wallet's `authenticate`.
 */
import { Type } from '@sinclair/typebox';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { ErrorResponses } from '../../http/query';
import { languageOf, type Language } from '../../i18n/messages';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { insertLaunchToken, type WalletProvider } from './repository';
import { LaunchData, SportLaunch } from './schemas';

const StartGameBody = Type.Object({
  game_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  provider: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'provider id of the game' }),
  ),
});

const LangQuery = Type.Object({
  lang: Type.Optional(Type.String({ pattern: '^(|null|[A-Za-z]{2}(-[A-Za-z]{2})?)$' })),
});

export function registerLaunchRoutes(app: App, ctx: AppContext): void {
  const { db, config, catalogue } = ctx;

  async function launch(
    { playerId, sessionId }: { playerId: number; sessionId: number },
    provider: WalletProvider,
    gameId: number | null,
    lang: Language,
  ) {
    const token = newOpaqueToken();
    await insertLaunchToken(db, {
      tokenHash: hashToken(token),
      playerId,
      loginSessionId: sessionId,
      provider,
      gameId,
      lang,
      ttlSeconds: config.launchTokenTtlSeconds,
    });
    return token;
  }

  app.post(
    '/StartGame',
    {
      config: { auth: 'required' },
      schema: {
        tags: ['launch'],
        summary: 'Launch URL of a game (framed), carrying a one-time launch token',
        body: StartGameBody,
        response: { 200: LaunchData, ...ErrorResponses },
      },
    },
    async (request) => {
      const game = catalogue.game(request.body.game_id);
      if (
        !game ||
        (request.body.provider !== undefined && request.body.provider !== game.provider_id)
      ) {
        throw new AppError(404, 'gameNotFound');
      }
      const token = await launch(request.player!, 'studio', game.game_id, request.lang);
      const query = new URLSearchParams({ token, game: String(game.game_id), lang: request.lang });
      return { url: `${config.studioBaseUrl}/play?${query}`, isFrame: true };
    },
  );

  const sportRoute = (path: string, view: 'prematch' | 'live', summary: string) =>
    app.get(
      path,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['launch'],
          summary,
          querystring: LangQuery,
          response: { 200: SportLaunch, ...ErrorResponses },
        },
      },
      async (request) => {
        const requested = request.query.lang;
        const lang = requested && requested !== 'null' ? languageOf(requested) : request.lang;
        const token = await launch(request.player!, 'sportsbook', null, lang);
        const query = new URLSearchParams({ token, lang, view });
        return { token, url: `${config.sportsbookBaseUrl}/?${query}`, isFrame: true };
      },
    );
  sportRoute('/sport', 'prematch', 'Sport token and sportsbook URL (prematch)');
  sportRoute('/SportBook', 'prematch', 'Sportsbook launch (prematch)');
  sportRoute('/Live', 'live', 'Sportsbook launch (live)');
}
