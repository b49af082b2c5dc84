/**
 * Withdrawals. The request moves the amount from the player's cash to the house's pending-payouts
 * account at once, in the same transaction as the request row: it can no longer be bet, and the
 * player has no way to take it back. The operator approves (the provider pays out; paid moves it on
 * to the bank, a failed payout returns it to the cash with the reason) or rejects (returned with
 * the reason). Each step has its own ledger reference, so a step run twice moves money once.
 */
import { inTransaction, type DbClient } from '../../db/pool';
import { AppError } from '../../http/app-error';
import { announceBalances } from '../wallet/announce';
import { balances, checkAmount } from '../wallet/service';
import type { PaymentMethod, PayoutResult } from './adapter';
import { adapterFor, tnd, type PaymentsDeps } from './deps';
import { limitError } from './deposits';
import { lockPlayerPayments, sourceOf, transferIn } from './ledger';
import { limitRefusal, METHOD_LIMITS } from './limits';
import * as repo from './repository';

export async function requestWithdrawal(
  deps: PaymentsDeps,
  playerId: number,
  method: PaymentMethod,
  amount: number,
  account: string,
): Promise<repo.WithdrawalRow> {
  checkAmount(amount);
  adapterFor(deps, method);
  const now = deps.now();
  const row = await inTransaction(deps.db, async (client) => {
    await lockPlayerPayments(client, playerId);
    const today = await repo.todayTotals(client, 'payment_withdrawals', playerId, method, now);
    const refusal = limitRefusal(
      amount,
      METHOD_LIMITS[method].withdrawal,
      today.withMethod,
      today.all,
      deps.config.playerDailyWithdrawal,
    );
    if (refusal) throw limitError(refusal);
    const { rows } = await client.query<{ id: number }>(
      "SELECT nextval('payment_withdrawals_id_seq')::int AS id",
    );
    const id = rows[0]!.id;
    const held = await transferIn(client, {
      source: sourceOf(method),
      reference: `withdrawal:${id}`,
      kind: 'withdrawal',
      playerId,
      from: 'cash',
      to: 'house:payouts',
      amount,
    });
    if (held.status === 'insufficient_funds') {
      throw new AppError(
        422,
        'paymentNotWithdrawable',
        { limit: tnd(held.balance ?? 0) },
        {
          code: 'not_withdrawable',
          limit: held.balance ?? 0,
        },
      );
    }
    if (held.status !== 'ok') throw new Error(`withdrawal ${id}: ledger said ${held.status}`);
    const inserted = await client.query<repo.WithdrawalRow>(
      `INSERT INTO payment_withdrawals (id, player_id, method, account, amount, status,
                                        hold_transaction_id, created_at)
       VALUES ($1, $2, $3, $4, $5, 'requested', $6, $7) RETURNING *`,
      [id, playerId, method, account, amount, held.transaction_id, now],
    );
    return inserted.rows[0]!;
  });
  await announceBalances(deps.db, { players: [playerId] });
  return row;
}

/** The cash a player may withdraw now: the cash balance (bonus money never is). */
export async function withdrawable(deps: PaymentsDeps, playerId: number): Promise<number> {
  return (await balances(deps.db, playerId)).balance;
}

async function lockOpen(
  client: DbClient,
  id: number,
  allowed: repo.WithdrawalStatus[],
): Promise<repo.WithdrawalRow> {
  const row = await repo.withdrawalById(client, id, true);
  if (!row) throw new AppError(404, 'notFound');
  if (!allowed.includes(row.status))
    throw new AppError(
      409,
      'withdrawalAlreadyDecided',
      { status: row.status },
      {
        code: 'already_decided',
        status: row.status,
      },
    );
  return row;
}

/** Ends a held withdrawal: paid (to the bank) or returned to the player's cash with a reason. */
async function finish(
  deps: PaymentsDeps,
  id: number,
  from: repo.WithdrawalStatus[],
  outcome: { status: 'paid' } | { status: 'rejected' | 'failed'; reason: string },
  decidedBy: string,
  payoutRef: string | null,
): Promise<repo.WithdrawalRow> {
  const now = deps.now();
  const row = await inTransaction(deps.db, async (client) => {
    const held = await lockOpen(client, id, from);
    const paid = outcome.status === 'paid';
    const moved = await transferIn(client, {
      source: sourceOf(held.method),
      reference: `${paid ? 'payout' : 'payout_refund'}:${held.id}`,
      kind: paid ? 'payout' : 'payout_refund',
      playerId: held.player_id,
      from: 'house:payouts',
      to: paid ? 'house:bank' : 'cash',
      amount: held.amount,
    });
    if (moved.status !== 'ok') throw new Error(`withdrawal ${id}: ledger said ${moved.status}`);
    const { rows } = await client.query<repo.WithdrawalRow>(
      `UPDATE payment_withdrawals
          SET status = $2, reason = $3, settle_transaction_id = $4, settled_at = $5,
              payout_ref = coalesce($6, payout_ref),
              decided_by = coalesce(decided_by, $7), decided_at = coalesce(decided_at, $5)
        WHERE id = $1 RETURNING *`,
      [
        id,
        outcome.status,
        paid ? null : outcome.reason,
        moved.transaction_id,
        now,
        payoutRef,
        decidedBy,
      ],
    );
    return rows[0]!;
  });
  if (outcome.status !== 'paid') await announceBalances(deps.db, { players: [row.player_id] });
  return row;
}

export function rejectWithdrawal(
  deps: PaymentsDeps,
  id: number,
  reason: string,
  decidedBy: string,
): Promise<repo.WithdrawalRow> {
  return finish(deps, id, ['requested'], { status: 'rejected', reason }, decidedBy, null);
}

/**
 * Approves and pays out. The approval is committed first, so a crash during the provider's call
 * leaves an approved withdrawal that the next approve resumes; the payout's reference is the
 * withdrawal's, so the provider pays it once however often it is asked.
 */
export async function approveWithdrawal(
  deps: PaymentsDeps,
  id: number,
  decidedBy: string,
): Promise<repo.WithdrawalRow> {
  const approved = await inTransaction(deps.db, async (client) => {
    const row = await lockOpen(client, id, ['requested', 'approved']);
    if (row.status === 'approved') return row;
    const { rows } = await client.query<repo.WithdrawalRow>(
      `UPDATE payment_withdrawals SET status = 'approved', decided_by = $2, decided_at = $3
        WHERE id = $1 RETURNING *`,
      [id, decidedBy, deps.now()],
    );
    return rows[0]!;
  });
  let payout: PayoutResult;
  try {
    payout = await adapterFor(deps, approved.method).payout({
      reference: `withdrawal-${approved.id}`,
      amount: approved.amount,
      account: approved.account,
    });
  } catch {
    // Unknown outcome: stays approved, the operator's next approve asks again.
    return approved;
  }
  if (payout.state === 'pending') return approved;
  return finish(
    deps,
    id,
    ['approved'],
    payout.state === 'paid'
      ? { status: 'paid' }
      : { status: 'failed', reason: payout.reason ?? 'payout failed' },
    decidedBy,
    payout.payoutRef,
  );
}
