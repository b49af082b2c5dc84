export { fetchFavouriteGames, fetchGames, toggleFavourite, type GamesQuery } from './api';
export { replaceFavourite } from './model';
