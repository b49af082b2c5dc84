/** The mobile game detail modal of this remote (the shared model, our units and namespace). */
import { createGameDetail } from '@casino/shared/games';
import { fetchGames } from '../../entities/game';
import {
  favouriteChanged,
  favouriteRequested,
  playRequested,
  toggleFavouriteFx,
} from '../game-actions';

export { MODAL_ID } from '@casino/shared/games';

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
