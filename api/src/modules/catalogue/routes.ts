import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { App, AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { paginate } from '../../http/paging';
import { ErrorResponses, optionalInt, optionalText } from '../../http/query';
import { contentLanguageOf, translate } from '../../i18n/messages';
import { categoryName } from '../content/texts';
import type { CatalogueGame, CatalogueProvider, GamePage } from './catalogue';
import { favouriteIds, toggleFavourite } from './favourites';
import { GuestPageCache } from './guest-page-cache';
import {
  Category,
  FavouriteListQuery,
  FavouriteToggled,
  GameIdQuery,
  GameList,
  GameListQuery,
  Provider,
  ProviderPage,
  ProviderPageQuery,
  TopGamesQuery,
  TypeQuery,
} from './schemas';

const GAMES_TAG = ['catalogue'];
const JSON_TYPE = 'application/json; charset=utf-8';

function withFavourites(page: GamePage, favourites: ReadonlySet<number> | undefined) {
  return {
    ...page,
    data: page.data.map((game: CatalogueGame) => ({
      ...game,
      is_favorite: favourites?.has(game.game_id) ?? false,
    })),
  };
}

function providerView(provider: CatalogueProvider) {
  return { pro_id: provider.id, id: provider.id, Alias: provider.alias, Image: provider.image };
}

export function registerCatalogueRoutes(app: App, ctx: AppContext): void {
  const { catalogue, db } = ctx;

  function checkFilters(providerId: number | undefined, categoryId: number | undefined): void {
    if (providerId !== undefined && !catalogue.provider(providerId))
      throw new AppError(404, 'notFound');
    if (categoryId !== undefined && !catalogue.categories().some((c) => c.id === categoryId)) {
      throw new AppError(404, 'notFound');
    }
  }

  const guestPages = new GuestPageCache();

  /**
   * A guest asking for a page already answered gets the same bytes as soon as the session hook
   * has found them a guest: the URL passed validation the first time, and the handler would only
   * find the page again.
   */
  const cachedGuestPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) => {
    const cached = request.player ? undefined : guestPages.get(request.url);
    if (cached === undefined) return done();
    reply.type(JSON_TYPE).send(cached);
  };

  const listGames = async (
    request: {
      url: string;
      query: {
        page_index: number;
        page_size: number;
        cat_id?: string;
        pro_id?: string;
        game_name?: string;
        type?: string;
      };
      player: { playerId: number } | null;
    },
    reply: FastifyReply,
  ) => {
    const { query, player } = request;
    const providerId = optionalInt(query.pro_id);
    const favouriteCategory = query.cat_id === 'favorite';
    const categoryId = favouriteCategory ? undefined : optionalInt(query.cat_id);
    checkFilters(providerId, categoryId);
    if (favouriteCategory && !player) throw new AppError(401, 'unauthorized');
    const favourites = player ? await favouriteIds(db, player.playerId) : undefined;
    const page = catalogue.listGames({
      type: optionalInt(query.type),
      providerId,
      categoryId,
      search: optionalText(query.game_name),
      onlyIds: favouriteCategory ? favourites : undefined,
      pageIndex: query.page_index,
      pageSize: query.page_size,
    });
    if (player) return withFavourites(page, favourites);
    // Serialized by the route's own response schema, exactly as an uncached answer would be.
    const body = Buffer.from(
      reply.serializeInput(withFavourites(page, undefined), '200') as string,
    );
    guestPages.set(request.url, body);
    return reply.type(JSON_TYPE).send(body);
  };

  const listSchema = (summary: string) => ({
    config: { auth: 'optional' as const },
    onRequest: cachedGuestPage,
    schema: {
      tags: GAMES_TAG,
      summary,
      querystring: GameListQuery,
      response: { 200: GameList, ...ErrorResponses },
    },
  });
  app.get(
    '/get_slot_game',
    listSchema('Games by type, provider, category (or `favorite`) and name; pages from 1'),
    listGames,
  );
  app.get('/users', listSchema('The casino list (same as get_slot_game)'), listGames);
  app.get(
    '/papuler_slot',
    listSchema('Popular games (same as get_slot_game; kept for the legacy client)'),
    listGames,
  );

  app.get(
    '/top_games',
    {
      config: { auth: 'optional' },
      schema: {
        tags: GAMES_TAG,
        summary: 'Top games',
        querystring: TopGamesQuery,
        response: { 200: GameList, ...ErrorResponses },
      },
    },
    async (request) => {
      const favourites = request.player
        ? await favouriteIds(db, request.player.playerId)
        : undefined;
      const page = catalogue.listGames({
        type: optionalInt(request.query.type),
        topOnly: true,
        pageIndex: request.query.page_index,
        pageSize: request.query.page_size,
      });
      return withFavourites(page, favourites);
    },
  );

  app.get(
    '/GetGameFavorite',
    {
      config: { auth: 'required' },
      schema: {
        tags: GAMES_TAG,
        summary: "The player's favourite games",
        querystring: FavouriteListQuery,
        response: { 200: GameList, ...ErrorResponses },
      },
    },
    async (request) => {
      const providerId = optionalInt(request.query.pro_id);
      checkFilters(providerId, undefined);
      const favourites = await favouriteIds(db, request.player!.playerId);
      const page = catalogue.listGames({
        type: optionalInt(request.query.type),
        providerId,
        search: optionalText(request.query.game_name),
        onlyIds: favourites,
        pageIndex: request.query.page_index,
        pageSize: request.query.page_size,
      });
      return withFavourites(page, favourites);
    },
  );

  app.get(
    '/AddToFavorite',
    {
      config: { auth: 'required' },
      schema: {
        tags: GAMES_TAG,
        summary: 'Toggle a game in the favourites; answers the new flag',
        querystring: GameIdQuery,
        response: { 200: FavouriteToggled, ...ErrorResponses },
      },
    },
    async (request) => {
      const gameId = request.query.game_id;
      if (!catalogue.game(gameId)) throw new AppError(404, 'gameNotFound');
      const isFavourite = await toggleFavourite(db, request.player!.playerId, gameId);
      return {
        game_id: gameId,
        is_favorite: isFavourite,
        message: translate(isFavourite ? 'favouriteAdded' : 'favouriteRemoved', request.lang),
      };
    },
  );

  app.get(
    '/get_all_providers',
    {
      schema: {
        tags: GAMES_TAG,
        summary: 'Providers of a type, in pages (of 3 by default)',
        querystring: ProviderPageQuery,
        response: { 200: ProviderPage, ...ErrorResponses },
      },
    },
    async (request) => {
      const { page_index: pageIndex, page_size: pageSize } = request.query;
      const providers = catalogue.providers(optionalInt(request.query.type));
      const start = (pageIndex - 1) * pageSize;
      return {
        data: providers.slice(start, start + pageSize).map(providerView),
        paginationInfo: paginate(pageIndex, pageSize, providers.length),
      };
    },
  );

  app.get(
    '/get_providers',
    {
      schema: {
        tags: GAMES_TAG,
        summary: 'All providers of a type (filter bar)',
        querystring: TypeQuery,
        response: { 200: { type: 'array', items: Provider }, ...ErrorResponses },
      },
    },
    async (request) => catalogue.providers(optionalInt(request.query.type)).map(providerView),
  );

  app.get(
    '/GetAllCategories',
    {
      schema: {
        tags: GAMES_TAG,
        summary:
          'Categories of a type (filter bar), named in the Accept-Language (French by default)',
        querystring: TypeQuery,
        response: { 200: { type: 'array', items: Category }, ...ErrorResponses },
      },
    },
    async (request) => {
      const language = contentLanguageOf(request.headers['accept-language']);
      return catalogue.categories(optionalInt(request.query.type)).map((c) => ({
        cat_id: c.id,
        id: c.id,
        name: categoryName(c.name, language),
        type: c.type,
      }));
    },
  );
}
