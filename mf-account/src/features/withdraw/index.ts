export { WithdrawForm } from './ui/withdraw-form';
export { $withdrawals, withdrawPage } from './model';
