export { TransactionHistoryPage } from './view';
