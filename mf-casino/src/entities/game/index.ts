export {
  categoriesUrl,
  fetchCategories,
  fetchFavouriteGames,
  fetchGames,
  fetchProviderPage,
  fetchProviders,
  gamesUrl,
  providerPageUrl,
  providersUrl,
  startGame,
  toggleFavourite,
  type GamesQuery,
} from './api';
export {
  isGameType,
  launchGame,
  playGamePath,
  previewPath,
  readOpenGameState,
  readPlayGameState,
  type OpenGameState,
  type PlayGameState,
} from './launch';
export { replaceFavourite } from './replace-favourite';
