/**
 * Konnect's documented API: `POST /api/v2/payments/init-payment` with the `x-api-key` header
 * (amount in millimes, token TND) answers `{payUrl, paymentRef}`; `GET /api/v2/payments/{ref}`
 * answers `{payment: {status, amount, token, transactions}}`. Its webhook is a bare
 * `GET ?payment_ref=` without signature, which is why the platform re-reads the status here.
 * Konnect documents no payout call: `POST /api/v2/payouts` is the sandbox's own shape in the same
 * style (providers/payments README).
 */
import type {
  DepositStatus,
  InitDepositInput,
  InitDepositResult,
  PaymentAdapter,
  PayoutInput,
  PayoutResult,
  ProviderPaymentState,
} from './adapter';
import { ProviderUnavailableError } from './adapter';
import { callProvider, field, wholeMillimes, type FetchLike } from './http';

export interface KonnectSettings {
  baseUrl: string;
  apiKey: string;
  receiverWalletId: string;
}

function paymentState(status: string, transactions: unknown): ProviderPaymentState {
  if (status === 'completed') return 'paid';
  if (status !== 'pending') return 'failed';
  const last = Array.isArray(transactions) ? (transactions.at(-1) as { status?: string }) : null;
  return last?.status === 'failed' ? 'failed' : 'pending';
}

export function konnectAdapter(
  settings: KonnectSettings,
  fetchImpl: FetchLike = fetch,
): PaymentAdapter {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { 'x-api-key': settings.apiKey };
  return {
    method: 'konnect',
    async initDeposit(input: InitDepositInput): Promise<InitDepositResult> {
      const answer = await callProvider(fetchImpl, 'konnect', {
        method: 'POST',
        url: `${base}/api/v2/payments/init-payment`,
        headers,
        body: {
          receiverWalletId: settings.receiverWalletId,
          token: 'TND',
          amount: input.amount,
          type: 'immediate',
          description: `Deposit ${input.orderId}`,
          acceptedPaymentMethods: ['wallet', 'bank_card', 'e-DINAR'],
          lifespan: input.lifespanMinutes,
          checkoutForm: false,
          addPaymentFeesToAmount: false,
          orderId: input.orderId,
          webhook: input.webhookUrl,
          successUrl: input.successUrl,
          failUrl: input.failUrl,
          theme: 'light',
        },
      });
      const payUrl = field('konnect', answer, 'payUrl');
      const providerRef = field('konnect', answer, 'paymentRef');
      if (typeof payUrl !== 'string' || typeof providerRef !== 'string' || providerRef === '')
        throw new ProviderUnavailableError('konnect', 'init-payment answered no payUrl/paymentRef');
      return { payUrl, providerRef };
    },
    async depositStatus(providerRef: string): Promise<DepositStatus> {
      const answer = await callProvider(fetchImpl, 'konnect', {
        method: 'GET',
        url: `${base}/api/v2/payments/${encodeURIComponent(providerRef)}`,
        headers,
      });
      const status = String(field('konnect', answer, 'payment.status'));
      const transactions = field('konnect', answer, 'payment.transactions');
      const state = paymentState(status, transactions);
      const last = Array.isArray(transactions)
        ? (transactions.at(-1) as { failureReason?: unknown } | undefined)
        : undefined;
      return {
        state,
        amount: wholeMillimes('konnect', field('konnect', answer, 'payment.amount'), 'amount'),
        currency: String(field('konnect', answer, 'payment.token')),
        ...(state === 'failed'
          ? { reason: typeof last?.failureReason === 'string' ? last.failureReason : status }
          : {}),
      };
    },
    async payout(input: PayoutInput): Promise<PayoutResult> {
      const answer = await callProvider(fetchImpl, 'konnect', {
        method: 'POST',
        url: `${base}/api/v2/payouts`,
        headers,
        body: {
          senderWalletId: settings.receiverWalletId,
          receiverWallet: input.account,
          token: 'TND',
          amount: input.amount,
          reference: input.reference,
        },
      });
      const status = String(field('konnect', answer, 'payout.status'));
      const reason = (answer as { payout: { reason?: unknown } }).payout.reason;
      return {
        state: status === 'completed' ? 'paid' : status === 'pending' ? 'pending' : 'failed',
        payoutRef: String(field('konnect', answer, 'payout.id')),
        ...(typeof reason === 'string' ? { reason } : {}),
      };
    },
  };
}
