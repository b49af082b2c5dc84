export { WithdrawPage } from './view';
