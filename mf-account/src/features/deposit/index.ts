export { DepositForm } from './ui/deposit-form';
export { $deposits, pageOpened } from './model';
