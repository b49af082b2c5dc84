/**
 * Flouci's documented API: `POST /api/generate_payment` with `app_token`/`app_secret` in the body,
 * the amount in millimes and the success/fail links, answers `{result: {success, payment_id,
 * link}}`; `GET /api/verify_payment/{payment_id}` with the `apppublic`/`appsecret` headers answers
 * `{success, result: {status: SUCCESS|PENDING|FAILURE, amount}}`. Flouci's amounts are TND
 * millimes. Payouts (`POST /api/payouts`) are the sandbox's own shape in the same style.
 */
import type {
  DepositStatus,
  InitDepositInput,
  InitDepositResult,
  PaymentAdapter,
  PayoutInput,
  PayoutResult,
} from './adapter';
import { ProviderUnavailableError } from './adapter';
import { callProvider, field, wholeMillimes, type FetchLike } from './http';

export interface FlouciSettings {
  baseUrl: string;
  appToken: string;
  appSecret: string;
}

export function flouciAdapter(
  settings: FlouciSettings,
  fetchImpl: FetchLike = fetch,
): PaymentAdapter {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const headers = { apppublic: settings.appToken, appsecret: settings.appSecret };
  return {
    method: 'flouci',
    async initDeposit(input: InitDepositInput): Promise<InitDepositResult> {
      const answer = await callProvider(fetchImpl, 'flouci', {
        method: 'POST',
        url: `${base}/api/generate_payment`,
        headers: {},
        body: {
          app_token: settings.appToken,
          app_secret: settings.appSecret,
          amount: String(input.amount),
          accept_card: 'true',
          session_timeout_secs: input.lifespanMinutes * 60,
          success_link: input.successUrl,
          fail_link: input.failUrl,
          developer_tracking_id: input.orderId,
        },
      });
      if (field('flouci', answer, 'result.success') !== true)
        throw new ProviderUnavailableError('flouci', 'generate_payment did not succeed');
      const providerRef = field('flouci', answer, 'result.payment_id');
      const payUrl = field('flouci', answer, 'result.link');
      if (typeof providerRef !== 'string' || providerRef === '' || typeof payUrl !== 'string')
        throw new ProviderUnavailableError(
          'flouci',
          'generate_payment answered no payment_id/link',
        );
      return { providerRef, payUrl };
    },
    async depositStatus(providerRef: string): Promise<DepositStatus> {
      const answer = await callProvider(fetchImpl, 'flouci', {
        method: 'GET',
        url: `${base}/api/verify_payment/${encodeURIComponent(providerRef)}`,
        headers,
      });
      const status = String(field('flouci', answer, 'result.status'));
      const state = status === 'SUCCESS' ? 'paid' : status === 'PENDING' ? 'pending' : 'failed';
      const reason = (answer as { result: { reason?: unknown } }).result.reason;
      return {
        state,
        amount: wholeMillimes('flouci', field('flouci', answer, 'result.amount'), 'amount'),
        currency: 'TND',
        ...(state === 'failed' ? { reason: typeof reason === 'string' ? reason : status } : {}),
      };
    },
    async payout(input: PayoutInput): Promise<PayoutResult> {
      const answer = await callProvider(fetchImpl, 'flouci', {
        method: 'POST',
        url: `${base}/api/payouts`,
        headers,
        body: {
          amount: String(input.amount),
          destination: input.account,
          reference: input.reference,
        },
      });
      const status = String(field('flouci', answer, 'result.status'));
      const reason = (answer as { result: { reason?: unknown } }).result.reason;
      return {
        state: status === 'SUCCESS' ? 'paid' : status === 'PENDING' ? 'pending' : 'failed',
        payoutRef: String(field('flouci', answer, 'result.payout_id')),
        ...(typeof reason === 'string' ? { reason } : {}),
      };
    },
  };
}
