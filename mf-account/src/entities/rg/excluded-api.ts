/**
 * The excluded player's way out (docs/responsible-gambling.md, "Withdrawing while excluded"): they
 * cannot log in, so each call carries the credentials and grants nothing beyond its answer.
 */
import { apiRequest } from '@casino/shared/api';
import type { PaymentMethod, WithdrawalView } from '@casino/shared/api';
import type { Millimes } from '@casino/shared/format';

export interface Credentials {
  username: string;
  password: string;
}

export interface ExcludedCashier {
  exclusion: {
    kind: 'timeout' | 'self_exclusion';
    /** The term's end; null for a permanent self-exclusion. */
    until: string | null;
    /** The term has passed and the end was not asked yet. */
    end_requestable: boolean;
    /** When an asked end takes effect (24 hours after the request). */
    end_effective_at: string | null;
  };
  withdrawable: Millimes;
  methods: Array<{
    method: PaymentMethod;
    withdrawal: { min: Millimes; max: Millimes; daily: Millimes };
    fee: Millimes;
  }>;
  player_daily_withdrawal: Millimes;
  withdrawals: WithdrawalView[];
}

const BASE = '/responsible-gambling/exclusion';

export const fetchExcludedCashier = (credentials: Credentials) =>
  apiRequest<ExcludedCashier>(`${BASE}/cashier`, { method: 'POST', body: credentials });

export const requestExcludedWithdrawal = (
  body: Credentials & { method: PaymentMethod; amount: Millimes; account: string },
) => apiRequest<WithdrawalView>(`${BASE}/withdrawals`, { method: 'POST', body });

export const requestExclusionEnd = (credentials: Credentials) =>
  apiRequest<{ end_effective_at: string | null }>(`${BASE}/end-request`, {
    method: 'POST',
    body: credentials,
  });
