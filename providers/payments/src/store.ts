/**
 * The sandbox's payments and payouts. Test cards decide a card payment: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 0077 stays pending; the wallet option pays.
 * A payout to an account ending in 0000 fails ("receiver wallet closed"), in 9999 stays pending,
 * any other is paid; a payout reference is paid once, whatever the number of calls.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from './db';

export type Api = 'konnect' | 'flouci';
export type SandboxStatus = 'pending' | 'completed' | 'failed';

export interface PaymentRow {
  id: string;
  api: Api;
  amount: number;
  token: string;
  order_id: string | null;
  success_url: string;
  fail_url: string;
  webhook: string | null;
  status: SandboxStatus;
  failure_reason: string | null;
  paid_with: string | null;
  created_at: Date;
  expires_at: Date;
}

export const TEST_CARDS: Record<string, { status: SandboxStatus; reason?: string }> = {
  '4242424242424242': { status: 'completed' },
  '4000000000000002': { status: 'failed', reason: 'card declined' },
  '4000000000000077': { status: 'pending' },
};

export async function createPayment(
  db: Db,
  input: Pick<
    PaymentRow,
    'api' | 'amount' | 'order_id' | 'success_url' | 'fail_url' | 'webhook'
  > & {
    lifespanSeconds: number;
  },
): Promise<PaymentRow> {
  const id =
    input.api === 'konnect'
      ? randomBytes(12).toString('hex')
      : randomBytes(16).toString('base64url');
  const { rows } = await db.query<PaymentRow>(
    `INSERT INTO sandbox_payments (id, api, amount, order_id, success_url, fail_url, webhook, status, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', now() + make_interval(secs => $8)) RETURNING *`,
    [
      id,
      input.api,
      input.amount,
      input.order_id,
      input.success_url,
      input.fail_url,
      input.webhook,
      input.lifespanSeconds,
    ],
  );
  return rows[0]!;
}

export async function findPayment(db: Db, api: Api, id: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(
    'SELECT * FROM sandbox_payments WHERE api = $1 AND id = $2',
    [api, id],
  );
  return rows[0];
}

/** The player's attempt on the page: only a pending payment, not yet expired, moves. */
export async function attemptPayment(
  db: Db,
  payment: PaymentRow,
  outcome: { status: SandboxStatus; reason?: string; paidWith: string },
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `UPDATE sandbox_payments SET status = $3, failure_reason = $4, paid_with = $5
      WHERE api = $1 AND id = $2 AND status = 'pending' AND expires_at > now() RETURNING *`,
    [payment.api, payment.id, outcome.status, outcome.reason ?? null, outcome.paidWith],
  );
  return rows[0] ?? (await findPayment(db, payment.api, payment.id))!;
}

export interface PayoutRow {
  reference: string;
  api: Api;
  id: string;
  amount: number;
  account: string;
  status: SandboxStatus;
  reason: string | null;
}

export async function payout(
  db: Db,
  input: { api: Api; reference: string; amount: number; account: string },
): Promise<PayoutRow> {
  const digits = input.account.replace(/\D/g, '');
  const status: SandboxStatus = digits.endsWith('0000')
    ? 'failed'
    : digits.endsWith('9999')
      ? 'pending'
      : 'completed';
  const { rows } = await db.query<PayoutRow>(
    `INSERT INTO sandbox_payouts (reference, api, id, amount, account, status, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (api, reference) DO UPDATE SET reference = EXCLUDED.reference
     RETURNING *`,
    [
      input.reference,
      input.api,
      randomBytes(10).toString('hex'),
      input.amount,
      input.account,
      status,
      status === 'failed' ? 'receiver wallet closed' : null,
    ],
  );
  return rows[0]!;
}
