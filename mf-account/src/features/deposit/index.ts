export { DepositForm } from './ui/deposit-form';
export { $deposits, depositPage } from './model';
