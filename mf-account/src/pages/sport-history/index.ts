export { SportHistoryPage } from './view';
