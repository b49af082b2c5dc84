export { GameCard, TileCard, useTileLabels, type TileCardProps } from './ui/game-card';
