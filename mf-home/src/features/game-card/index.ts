export { GameCard } from './ui/game-card';
