export { $detailGame, $likeGames, detailOpened, fetchLikeGamesFx, MODAL_ID } from './model';
