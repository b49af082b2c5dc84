export { DepositPage } from './view';
