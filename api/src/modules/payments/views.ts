/** Payment rows as the player and the operator see them (no provider keys, no internal ids). */
import type { DepositRow, WithdrawalRow } from './repository';

export function depositView(row: DepositRow) {
  return {
    id: row.id,
    method: row.method,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    pay_url: row.status === 'pending' ? row.pay_url : null,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    method: row.method,
    amount: row.amount,
    account: row.account,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
  };
}

export function operatorWithdrawalView(row: WithdrawalRow & { username: string }) {
  return {
    ...withdrawalView(row),
    player_id: row.player_id,
    username: row.username,
    decided_by: row.decided_by,
    payout_ref: row.payout_ref,
  };
}
