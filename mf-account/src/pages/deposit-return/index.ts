export { DepositReturnPage } from './view';
