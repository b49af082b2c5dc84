/** The cashier's endpoints (`/payments/...`); the API re-reads a pending deposit at the provider. */
import { apiRequest } from '@casino/shared/api';
import type {
  DepositView,
  PaymentMethod,
  PaymentMethods,
  WithdrawalView,
} from '@casino/shared/api';
import type { Millimes } from '@casino/shared/format';

export type { DepositView, PaymentMethod, PaymentMethods, WithdrawalView };

export const fetchPaymentMethods = () => apiRequest<PaymentMethods>('/payments/methods');

export const startDeposit = (body: { method: PaymentMethod; amount: Millimes }) =>
  apiRequest<DepositView>('/payments/deposits', { method: 'POST', body });

export const fetchDeposit = (id: number) => apiRequest<DepositView>(`/payments/deposits/${id}`);

export const fetchDeposits = () => apiRequest<DepositView[]>('/payments/deposits');

export const requestWithdrawal = (body: {
  method: PaymentMethod;
  amount: Millimes;
  account: string;
}) => apiRequest<WithdrawalView>('/payments/withdrawals', { method: 'POST', body });

export const fetchWithdrawals = () => apiRequest<WithdrawalView[]>('/payments/withdrawals');
