/**
 * Deposits. A deposit starts at the provider (its payment page on its own origin) and is credited
 * only after the platform has read the payment's status from the provider itself: a webhook, the
 * player's return and a poll all end in `settleDeposit`, which credits once (the ledger reference
 * is the provider's payment reference) and refuses an amount or currency other than initiated.
 */
import { inTransaction } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { announceBalances } from '../wallet/announce';
import { checkAmount } from '../wallet/service';
import { ProviderUnavailableError, type DepositStatus, type PaymentMethod } from './adapter';
import { adapterFor, tnd, type PaymentsDeps } from './deps';
import { lockPlayerPayments, sourceOf, transferIn } from './ledger';
import { limitRefusal, METHOD_LIMITS, type LimitRefusal } from './limits';
import * as repo from './repository';
import { exclusionError, exclusionInForce } from '../responsible-gambling/exclusions';
import { depositLimitRefusal } from '../responsible-gambling/limits';

const REFUSAL_KEYS = {
  below_minimum: 'paymentBelowMinimum',
  above_maximum: 'paymentAboveMaximum',
  method_daily_limit: 'paymentDailyLimit',
  player_daily_limit: 'paymentDailyLimit',
} as const;

export function limitError(refusal: LimitRefusal): AppError {
  return new AppError(
    422,
    REFUSAL_KEYS[refusal.code],
    { limit: tnd(refusal.limit) },
    {
      code: refusal.code,
      limit: refusal.limit,
    },
  );
}

export function unavailable(error: unknown): never {
  if (error instanceof ProviderUnavailableError)
    throw new AppError(502, 'paymentProviderUnavailable', {}, { code: 'provider_unavailable' });
  throw error;
}

export async function startDeposit(
  deps: PaymentsDeps,
  playerId: number,
  method: PaymentMethod,
  amount: number,
): Promise<repo.DepositRow> {
  checkAmount(amount);
  const adapter = adapterFor(deps, method);
  const now = deps.now();
  // The player's lock is held across the provider's answer so two starts cannot both pass the
  // daily limit; it serialises only this player's own payments.
  const row = await inTransaction(deps.db, async (client) => {
    await lockPlayerPayments(client, playerId);
    // The player's own choices first: an exclusion in force, then their deposit limits.
    const exclusion = await exclusionInForce(client, playerId, now);
    if (exclusion) throw exclusionError(exclusion, now);
    const overLimit = await depositLimitRefusal(client, playerId, amount, now);
    if (overLimit) throw overLimit;
    const today = await repo.todayTotals(client, 'payment_deposits', playerId, method, now);
    const refusal = limitRefusal(
      amount,
      METHOD_LIMITS[method].deposit,
      today.withMethod,
      today.all,
      deps.config.playerDailyDeposit,
    );
    if (refusal) throw limitError(refusal);
    const { rows } = await client.query<{ id: number }>(
      "SELECT nextval('payment_deposits_id_seq')::int AS id",
    );
    const id = rows[0]!.id;
    const back = `${deps.config.publicUrl}/cashier/return?deposit=${id}`;
    const started = await adapter
      .initDeposit({
        amount,
        orderId: `deposit-${id}`,
        successUrl: `${back}&outcome=success`,
        failUrl: `${back}&outcome=fail`,
        webhookUrl: `${deps.config.publicUrl}/api/payments/${method}/webhook`,
        lifespanMinutes: deps.config.depositTtlMinutes,
      })
      .catch(unavailable);
    const inserted = await client.query<repo.DepositRow>(
      `INSERT INTO payment_deposits (id, player_id, method, provider_ref, amount, status, pay_url,
                                     created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $7::timestamptz + make_interval(mins => $8))
       RETURNING *`,
      [
        id,
        playerId,
        method,
        started.providerRef,
        amount,
        started.payUrl,
        now,
        deps.config.depositTtlMinutes,
      ],
    );
    return inserted.rows[0]!;
  });
  return row;
}

/** What the provider said decides the deposit's next state; null = still pending. */
function verdict(
  deposit: repo.DepositRow,
  status: DepositStatus,
): { status: repo.DepositStatus; reason?: string } | null {
  if (status.state === 'pending') return null;
  if (status.state === 'failed') return { status: 'failed', reason: status.reason ?? 'failed' };
  if (status.amount !== deposit.amount || status.currency !== deposit.currency) {
    return {
      status: 'flagged',
      reason: `paid ${status.amount} ${status.currency}, initiated ${deposit.amount} ${deposit.currency}`,
    };
  }
  return { status: 'credited' };
}

/**
 * Re-reads the payment from the provider and applies it, once: a deposit no longer pending is
 * answered as it is. A pending one past its expiry is expired (after this last read).
 */
export async function settleDeposit(
  deps: PaymentsDeps,
  depositId: number,
): Promise<repo.DepositRow> {
  const current = await repo.depositById(deps.db, depositId);
  if (!current) throw new AppError(404, 'notFound');
  if (current.status !== 'pending') return current;
  const status = await adapterFor(deps, current.method)
    .depositStatus(current.provider_ref)
    .catch(unavailable);
  const now = deps.now();
  const { row, credited } = await inTransaction(deps.db, async (client) => {
    const deposit = (await repo.depositById(client, depositId, true))!;
    if (deposit.status !== 'pending') return { row: deposit, credited: false };
    let next = verdict(deposit, status);
    if (!next && deposit.expires_at < now) next = { status: 'expired', reason: 'expired' };
    if (!next) return { row: deposit, credited: false };
    let transactionId: number | null = null;
    if (next.status === 'credited') {
      const moved = await transferIn(client, {
        source: sourceOf(deposit.method),
        reference: deposit.provider_ref,
        kind: 'deposit',
        playerId: deposit.player_id,
        from: 'house:bank',
        to: 'cash',
        amount: deposit.amount,
      });
      if (moved.status !== 'ok')
        throw new Error(`deposit ${deposit.id}: ledger said ${moved.status}`);
      transactionId = moved.transaction_id!;
    }
    const { rows } = await client.query<repo.DepositRow>(
      `UPDATE payment_deposits SET status = $2, reason = $3, transaction_id = $4, settled_at = $5
        WHERE id = $1 RETURNING *`,
      [deposit.id, next.status, next.reason ?? null, transactionId, now],
    );
    return { row: rows[0]!, credited: transactionId !== null };
  });
  if (credited) await announceBalances(deps.db, { players: [row.player_id] });
  return row;
}

/** Stale pending deposits: each is read once more from its provider, then credited or expired. */
export async function expireStaleDeposits(deps: PaymentsDeps): Promise<repo.DepositRow[]> {
  const stale = await repo.stalePendingDeposits(deps.db, deps.now());
  const settled: repo.DepositRow[] = [];
  for (const deposit of stale) {
    try {
      settled.push(await settleDeposit(deps, deposit.id));
    } catch (error) {
      // One provider being down must not keep the others' payments from expiring.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return settled;
}
