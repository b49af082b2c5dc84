/** The payment rows: deposits and withdrawals as the cashier and the operator see them. */
import type { Db, DbClient } from '../../db/pool';
import type { PaymentMethod } from './adapter';

export type DepositStatus = 'pending' | 'credited' | 'failed' | 'expired' | 'flagged';
export type WithdrawalStatus = 'requested' | 'approved' | 'paid' | 'rejected' | 'failed';

export interface DepositRow {
  id: number;
  player_id: number;
  method: PaymentMethod;
  provider_ref: string;
  amount: number;
  currency: string;
  status: DepositStatus;
  reason: string | null;
  pay_url: string;
  transaction_id: number | null;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
}

export interface WithdrawalRow {
  id: number;
  player_id: number;
  method: PaymentMethod;
  account: string;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  hold_transaction_id: number;
  settle_transaction_id: number | null;
  payout_ref: string | null;
  decided_by: string | null;
  created_at: Date;
  decided_at: Date | null;
  settled_at: Date | null;
}

type Queryable = Db | DbClient;

/** Today's totals (UTC day of `now`) that count against the limits: what may still be credited or paid. */
export async function todayTotals(
  db: Queryable,
  table: 'payment_deposits' | 'payment_withdrawals',
  playerId: number,
  method: PaymentMethod,
  now: Date,
): Promise<{ withMethod: number; all: number }> {
  const counted =
    table === 'payment_deposits'
      ? "status IN ('pending', 'credited', 'flagged')"
      : "status IN ('requested', 'approved', 'paid')";
  const { rows } = await db.query<{ with_method: number; all: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE method = $2), 0)::bigint AS with_method,
            coalesce(sum(amount), 0)::bigint AS all
       FROM ${table}
      WHERE player_id = $1 AND ${counted}
        AND created_at >= date_trunc('day', $3::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
    [playerId, method, now],
  );
  return { withMethod: rows[0]!.with_method, all: rows[0]!.all };
}

export async function depositById(db: Queryable, id: number, lock = false) {
  const { rows } = await db.query<DepositRow>(
    `SELECT * FROM payment_deposits WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function depositByRef(db: Queryable, method: PaymentMethod, providerRef: string) {
  const { rows } = await db.query<DepositRow>(
    'SELECT * FROM payment_deposits WHERE method = $1 AND provider_ref = $2',
    [method, providerRef],
  );
  return rows[0];
}

export async function withdrawalById(db: Queryable, id: number, lock = false) {
  const { rows } = await db.query<WithdrawalRow>(
    `SELECT * FROM payment_withdrawals WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function playerDeposits(db: Db, playerId: number, limit: number) {
  const { rows } = await db.query<DepositRow>(
    'SELECT * FROM payment_deposits WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [playerId, limit],
  );
  return rows;
}

export async function playerWithdrawals(db: Db, playerId: number, limit: number) {
  const { rows } = await db.query<WithdrawalRow>(
    'SELECT * FROM payment_withdrawals WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2',
    [playerId, limit],
  );
  return rows;
}

export async function withdrawalsByStatus(db: Db, statuses: WithdrawalStatus[], limit = 200) {
  const { rows } = await db.query<WithdrawalRow & { username: string }>(
    `SELECT w.*, p.username FROM payment_withdrawals w JOIN players p ON p.id = w.player_id
      WHERE w.status = ANY($1::text[]) ORDER BY w.created_at, w.id LIMIT $2`,
    [statuses, limit],
  );
  return rows;
}

/** Pending deposits past their expiry, oldest first. */
export async function stalePendingDeposits(db: Db, now: Date, limit = 100) {
  const { rows } = await db.query<DepositRow>(
    `SELECT * FROM payment_deposits WHERE status = 'pending' AND expires_at < $1
      ORDER BY expires_at LIMIT $2`,
    [now, limit],
  );
  return rows;
}

export async function operatorWithdrawal(db: Db, id: number) {
  const { rows } = await db.query<WithdrawalRow & { username: string }>(
    `SELECT w.*, p.username FROM payment_withdrawals w JOIN players p ON p.id = w.player_id
      WHERE w.id = $1`,
    [id],
  );
  return rows[0]!;
}
