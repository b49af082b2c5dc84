/**
 * One interface for every payment provider. The platform never believes a webhook or a redirect:
 * whatever it hears, it asks the provider for the payment's status (`depositStatus`) before
 * crediting, so an adapter's job is to start a payment, read its status, and pay out.
 */

export type PaymentMethod = 'konnect' | 'flouci';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['konnect', 'flouci'];

export interface InitDepositInput {
  /** Millimes (1 TND = 1000). */
  amount: number;
  /** Our own id of the deposit, sent to the provider as its order or tracking id. */
  orderId: string;
  /** Where the provider sends the player back after paying (or not). */
  successUrl: string;
  failUrl: string;
  /** Where the provider calls when the payment changes (never trusted: only a hint to re-read). */
  webhookUrl: string;
  /** Minutes the payment page stays payable. */
  lifespanMinutes: number;
}

export interface InitDepositResult {
  providerRef: string;
  payUrl: string;
}

export type ProviderPaymentState = 'paid' | 'pending' | 'failed';

export interface DepositStatus {
  state: ProviderPaymentState;
  /** What the provider says was paid, millimes; compared with what was initiated. */
  amount: number;
  currency: string;
  /** A short reason from the provider when the payment failed. */
  reason?: string;
}

export interface PayoutInput {
  /** Our idempotency key: the provider pays a reference once whatever the number of calls. */
  reference: string;
  amount: number;
  /** The player's wallet or phone number at the provider. */
  account: string;
}

export interface PayoutResult {
  state: ProviderPaymentState;
  payoutRef: string;
  reason?: string;
}

export interface PaymentAdapter {
  readonly method: PaymentMethod;
  initDeposit(input: InitDepositInput): Promise<InitDepositResult>;
  depositStatus(providerRef: string): Promise<DepositStatus>;
  payout(input: PayoutInput): Promise<PayoutResult>;
}

/** The provider could not be reached or answered something we cannot read: nothing is decided. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly method: PaymentMethod,
    detail: string,
  ) {
    super(`${method}: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}

export type Adapters = Partial<Record<PaymentMethod, PaymentAdapter>>;
