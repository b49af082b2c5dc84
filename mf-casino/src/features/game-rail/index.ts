export {
  createGameRail,
  crashRail,
  favouriteRail,
  popularLiveRail,
  popularSlotsRail,
  type GameRail,
  type RailConfig,
} from './model';
export { GameRailView } from './ui/game-rail';
