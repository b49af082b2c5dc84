export { LIST_PAGES } from './pages';
export { GameListRoute } from './route';
export { GameListPage, type GameListProps } from './view';
