export {
  isGameType,
  launchGame,
  navigateTo,
  playGamePath,
  previewPath,
  readOpenGameState,
  readPlayGameState,
  type OpenGameState,
  type PlayGameState,
} from './launch';
export { GameTile, type GameTileLabels, type GameTileProps } from './game-tile';
export { GameDetail, type GameDetailLabels, type GameDetailProps } from './game-detail';
export { HeartIcon, PlayIcon } from './icons';
export { createGameActions, type FavouriteChange, type GameActionsOptions } from './actions';
export { createSessionStores } from './session';
export {
  createGameDetail,
  MODAL_ID,
  type GameDetailModel,
  type GameDetailOptions,
} from './detail/model';
export { replaceFavourite } from './replace-favourite';
