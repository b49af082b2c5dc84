export { ExcludedPage } from './view';
