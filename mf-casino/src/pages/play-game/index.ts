export { PlayGamePage } from './view';
