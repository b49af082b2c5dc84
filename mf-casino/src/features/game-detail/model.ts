/** The mobile game detail modal of this remote (one set of units). */
import { fetchGames } from '../../entities/game';
import {
  favouriteChanged,
  favouriteRequested,
  playRequested,
  toggleFavouriteFx,
} from '../game-actions';
import { createGameDetail } from './create-game-detail';

export { MODAL_ID } from './create-game-detail';

export const {
  $detailGame,
  $likeGames,
  detailOpened,
  detailPlayClicked,
  likePicked,
  fetchLikeGamesFx,
  openModalFx,
  closeModalFx,
} = createGameDetail({
  namespace: 'casino',
  fetchGames,
  actions: { favouriteChanged, favouriteRequested, playRequested, toggleFavouriteFx },
});
