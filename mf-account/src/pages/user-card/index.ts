export { UserCardPage } from './view';
