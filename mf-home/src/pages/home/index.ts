export { HomePage } from './view';
