export { TopWins } from './view';
