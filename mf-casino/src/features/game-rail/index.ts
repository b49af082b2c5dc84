export { createGameRail, railFor, type GameRailModel, type RailConfig } from './model';
export { GameRail } from './ui/game-rail';
