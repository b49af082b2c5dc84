export { LimitsPage } from './view';
