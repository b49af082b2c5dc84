import type { Game } from '@casino/shared/api';

/** The list with one game's favourite flag set; the same array when the game is not in it. */
export function replaceFavourite(games: Game[], gameId: number, isFavorite: boolean): Game[] {
  if (!games.some((game) => game.game_id === gameId)) return games;
  return games.map((game) =>
    game.game_id === gameId ? { ...game, is_favorite: isFavorite } : game,
  );
}
