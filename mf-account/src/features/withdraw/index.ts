export { WithdrawForm } from './ui/withdraw-form';
export { $withdrawals, pageOpened } from './model';
