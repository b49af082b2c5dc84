export { TimeOutPage } from './view';
