/**
 * A payment provider the API tests script: payments it started, their state as the provider
 * would report it, and payouts that succeed, fail or stay pending by the destination account.
 * It stands where the network is (the adapters' HTTP is tested against recorded exchanges, the
 * sandbox provider by its own tests); everything of ours behind the adapter interface is real.
 */
import type {
  DepositStatus,
  PaymentAdapter,
  PaymentMethod,
  PayoutResult,
} from '../modules/payments/adapter';
import { ProviderUnavailableError } from '../modules/payments/adapter';

export const PAYOUT_FAILS = 'FAIL-0000';
export const PAYOUT_PENDING = 'WAIT-0000';

export class ProviderDouble implements PaymentAdapter {
  readonly payments = new Map<string, DepositStatus & { orderId: string }>();
  readonly payouts = new Map<string, PayoutResult>();
  payoutCalls = 0;
  statusReads = 0;
  down = false;
  private next = 1;

  constructor(readonly method: PaymentMethod) {}

  async initDeposit(input: { amount: number; orderId: string }) {
    if (this.down) throw new ProviderUnavailableError(this.method, 'down');
    const providerRef = `${this.method}-ref-${this.next++}`;
    this.payments.set(providerRef, {
      state: 'pending',
      amount: input.amount,
      currency: 'TND',
      orderId: input.orderId,
    });
    return { providerRef, payUrl: `https://pay.example/${providerRef}` };
  }

  /** What the provider will say about a payment from now on. */
  set(providerRef: string, status: Partial<DepositStatus>): void {
    this.payments.set(providerRef, { ...this.payments.get(providerRef)!, ...status });
  }

  async depositStatus(providerRef: string): Promise<DepositStatus> {
    this.statusReads++;
    if (this.down) throw new ProviderUnavailableError(this.method, 'down');
    // A tick of the event loop, as a network answer would take: concurrent callers interleave.
    await new Promise((resolve) => setImmediate(resolve));
    const payment = this.payments.get(providerRef);
    if (!payment) throw new ProviderUnavailableError(this.method, 'HTTP 404');
    return {
      state: payment.state,
      amount: payment.amount,
      currency: payment.currency,
      ...(payment.reason ? { reason: payment.reason } : {}),
    };
  }

  async payout(input: {
    reference: string;
    amount: number;
    account: string;
  }): Promise<PayoutResult> {
    this.payoutCalls++;
    if (this.down) throw new ProviderUnavailableError(this.method, 'down');
    const known = this.payouts.get(input.reference);
    if (known && known.state !== 'pending') return known;
    const result: PayoutResult =
      input.account === PAYOUT_FAILS
        ? { state: 'failed', payoutRef: `po-${input.reference}`, reason: 'receiver wallet closed' }
        : input.account === PAYOUT_PENDING
          ? { state: 'pending', payoutRef: `po-${input.reference}` }
          : { state: 'paid', payoutRef: `po-${input.reference}` };
    this.payouts.set(input.reference, result);
    return result;
  }
}
