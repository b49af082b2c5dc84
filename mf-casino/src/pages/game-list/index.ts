export { GameListPage, type GameListProps } from './view';
