export { ComingSoonPage } from './view';
