export { CasinoHistoryPage } from './view';
