export { fetchLatestJackpots, fetchTopWinners } from './api';
