export { FullPageGame } from './ui/full-page-game';
