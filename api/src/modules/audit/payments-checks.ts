/**
 * The payments' invariants (migration 0023): the pending-payouts accounts hold exactly the
 * withdrawals still waiting, and every payment's state has exactly the ledger movements it should
 * (a credited deposit its one credit, a withdrawal its hold and, once decided, its payout or
 * refund), while no payments movement exists without its payment.
 */
import type { CheckDefinition } from './repository';

/** A player's shard of a house purpose, as `house_account` computes it (payouts = 5). */
const PAYOUTS_SHARD = (player: string) => `5 * 32 + (${player} % 32) + 1`;

export const PAYMENT_CHECKS: readonly CheckDefinition[] = [
  {
    name: 'pending_payouts',
    rule: 'each pending-payouts account holds the sum of its players’ withdrawals still requested or approved',
    unit: 'withdrawals',
    examinedSql: 'SELECT count(*) FROM payment_withdrawals',
    breaksSql: `
      SELECT a.id AS account_id, a.code, a.balance, coalesce(h.held, 0) AS held
        FROM accounts a
        LEFT JOIN (SELECT ${PAYOUTS_SHARD('player_id')} AS account_id, sum(amount) AS held
                     FROM payment_withdrawals WHERE status IN ('requested', 'approved')
                    GROUP BY 1) h ON h.account_id = a.id
       WHERE a.code LIKE 'payouts:%' AND a.balance <> coalesce(h.held, 0)
       ORDER BY a.id`,
  },
  {
    name: 'payments_ledger',
    rule: 'every deposit and withdrawal has exactly the ledger movements of its state, and every payments movement its payment',
    unit: 'deposits and withdrawals',
    examinedSql:
      'SELECT (SELECT count(*) FROM payment_deposits) + (SELECT count(*) FROM payment_withdrawals)',
    breaksSql: `
      WITH expected AS (
        SELECT 'deposit ' || d.id AS payment, 'payments:' || d.method AS source, d.provider_ref AS reference,
               'deposit' AS kind, d.player_id, d.amount, d.transaction_id AS id
          FROM payment_deposits d WHERE d.status = 'credited'
        UNION ALL
        SELECT 'withdrawal ' || w.id, 'payments:' || w.method, 'withdrawal:' || w.id, 'withdrawal',
               w.player_id, w.amount, w.hold_transaction_id
          FROM payment_withdrawals w
        UNION ALL
        SELECT 'withdrawal ' || w.id, 'payments:' || w.method,
               CASE w.status WHEN 'paid' THEN 'payout:' ELSE 'payout_refund:' END || w.id,
               CASE w.status WHEN 'paid' THEN 'payout' ELSE 'payout_refund' END,
               w.player_id, w.amount, w.settle_transaction_id
          FROM payment_withdrawals w WHERE w.status IN ('paid', 'rejected', 'failed')
      ), actual AS (
        SELECT id, source, reference, kind, player_id, amount FROM wallet_transactions
         WHERE source LIKE 'payments:%'
      )
      SELECT coalesce(e.payment, 'no payment') AS payment, coalesce(e.reference, a.reference) AS reference,
             e.kind AS expected_kind, a.kind AS actual_kind, e.amount AS expected_amount,
             a.amount AS actual_amount, coalesce(e.id, a.id) AS transaction_id
        FROM expected e
        FULL JOIN actual a ON a.source = e.source AND a.reference = e.reference
       WHERE e.reference IS NULL OR a.id IS NULL OR a.id <> e.id OR a.kind <> e.kind
          OR a.player_id <> e.player_id OR a.amount <> e.amount
       ORDER BY 1, 2`,
  },
];
