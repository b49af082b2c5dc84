export { fetchLatestJackpots } from './api';
