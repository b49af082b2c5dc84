export { JackpotPanel } from './view';
