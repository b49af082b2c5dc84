export { fetchBanners } from './api';
