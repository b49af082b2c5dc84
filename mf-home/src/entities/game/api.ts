/** Catalogue endpoints the home page uses (spec §7), one function per call. */
import { apiRequest, type GameListResponse, type GameType } from '@casino/shared/api';

export interface GamesQuery {
  type: GameType;
  pageIndex: number;
  pageSize: number;
  providerId?: number | null;
}

export function fetchGames(query: GamesQuery): Promise<GameListResponse> {
  return apiRequest<GameListResponse>('/get_slot_game', {
    query: {
      page_index: query.pageIndex,
      page_size: query.pageSize,
      type: query.type,
      pro_id: query.providerId,
    },
  });
}

export function fetchFavouriteGames(query: GamesQuery): Promise<GameListResponse> {
  return apiRequest<GameListResponse>('/GetGameFavorite', {
    query: {
      page_index: query.pageIndex,
      page_size: query.pageSize,
      type: query.type,
      pro_id: query.providerId,
    },
  });
}

/** Toggles the favourite flag on the server; answers the new flag when the server says it. */
export async function toggleFavourite(gameId: number): Promise<boolean | null> {
  const body = await apiRequest<{ is_favorite?: unknown } | undefined>('/AddToFavorite', {
    query: { game_id: gameId },
  });
  return typeof body?.is_favorite === 'boolean' ? body.is_favorite : null;
}
