export {
  fetchCategories,
  fetchFavouriteGames,
  fetchGames,
  fetchProviderPage,
  fetchProviders,
  startGame,
  toggleFavourite,
  type GamesQuery,
} from './api';
export { replaceFavourite } from './model';
