export { fetchCategories, fetchFavouriteGames, fetchGames, fetchProviders, startGame, toggleFavourite, type GamesQuery } from './api';
export { replaceFavourite } from './model';
