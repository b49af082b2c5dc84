/** Catalogue endpoints, one function per call. */
import {
  apiRequest,
  apiUrl,
  type Category,
  type FavouriteToggled,
  type Game,
  type GameListResponse,
  type GameType,
  type LaunchData,
  type Provider,
  type ProviderPage,
} from '@casino/shared/api';

export interface GamesQuery {
  type: GameType;
  pageIndex: number;
  pageSize: number;
  providerId?: number | null;
  categoryId?: number | null;
  search?: string | null;
}

const gamesQuery = (query: GamesQuery) => ({
  page_index: query.pageIndex,
  page_size: query.pageSize,
  type: query.type,
  pro_id: query.providerId,
  cat_id: query.categoryId,
  game_name: query.search,
});

export function fetchGames(query: GamesQuery): Promise<GameListResponse> {
  return apiRequest<GameListResponse>('/get_slot_game', {
    // Each tile carries the player's favourite flag.
    personal: true,
    query: gamesQuery(query),
  });
}

/** The URLs the calls below ask, by which a page's first view declares the answers it needs. */
export const gamesUrl = (query: GamesQuery) => apiUrl('/get_slot_game', gamesQuery(query));
export const providersUrl = (type: GameType) => apiUrl('/get_providers', { type });
export const categoriesUrl = (type: GameType) => apiUrl('/GetAllCategories', { type });
export const providerPageUrl = (type: GameType, pageIndex: number, pageSize: number) =>
  apiUrl('/get_all_providers', providerPageQuery(type, pageIndex, pageSize));

export function fetchFavouriteGames(
  query: Omit<GamesQuery, 'categoryId'>,
): Promise<GameListResponse> {
  return apiRequest<GameListResponse>('/GetGameFavorite', {
    playerOnly: true,
    query: {
      page_index: query.pageIndex,
      page_size: query.pageSize,
      type: query.type,
      pro_id: query.providerId,
      game_name: query.search,
    },
  });
}

/** Toggles the favourite flag on the server; answers the new flag. */
export async function toggleFavourite(gameId: number): Promise<boolean> {
  const body = await apiRequest<FavouriteToggled>('/AddToFavorite', {
    query: { game_id: gameId },
  });
  return body.is_favorite;
}

export function startGame(gameId: number, providerId: number): Promise<LaunchData> {
  return apiRequest<LaunchData>('/StartGame', {
    method: 'POST',
    body: { game_id: gameId, provider: providerId },
  });
}

export function fetchProviders(type: GameType): Promise<Provider[]> {
  return apiRequest<Provider[]>('/get_providers', { query: { type } });
}

function providerPageQuery(type: GameType, pageIndex: number, pageSize: number) {
  return { type, page_index: pageIndex, page_size: pageSize };
}

export function fetchProviderPage(
  type: GameType,
  pageIndex: number,
  pageSize: number,
): Promise<ProviderPage> {
  return apiRequest<ProviderPage>('/get_all_providers', {
    query: providerPageQuery(type, pageIndex, pageSize),
  });
}

export function fetchCategories(type: GameType): Promise<Category[]> {
  return apiRequest<Category[]>('/GetAllCategories', { query: { type } });
}

export type { Game };
