export { GamesHistoryPage } from './view';
