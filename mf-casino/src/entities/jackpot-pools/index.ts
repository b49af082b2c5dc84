export { fetchJackpotPools } from './api';
