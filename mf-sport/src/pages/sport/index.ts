export { SportPage } from './view';
