/**
 * The ledger's invariants as SQL over the live tables. Each check names the rows it examines and
 * selects the rows that break it; `runCheck` counts both and keeps a few breaks as examples.
 * Nothing here writes: the audit runs as the API's role inside one read-only snapshot.
 */
import type { DbClient } from '../../db/pool';
import { PAYMENT_CHECKS } from './payments-checks';

export interface CheckDefinition {
  name: string;
  /** What holds when the check passes, for the printed report. */
  rule: string;
  /** What `examined` counts. */
  unit: string;
  /** One row: the number of rows the check looked at. */
  examinedSql: string;
  /** The breaks, most useful first; every column becomes a field of an example. */
  breaksSql: string;
}

export const CHECKS: readonly CheckDefinition[] = [
  {
    name: 'account_balances',
    rule: 'every account balance equals the sum of its entries',
    unit: 'accounts',
    examinedSql: 'SELECT count(*) FROM accounts',
    breaksSql: `
      SELECT a.id AS account_id, a.kind, a.code, a.player_id, a.balance, coalesce(s.total, 0) AS entries_sum
        FROM accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
          ON s.account_id = a.id
       WHERE a.balance <> coalesce(s.total, 0)
       ORDER BY a.id`,
  },
  {
    name: 'transactions_balanced',
    // A movement of money is two entries of -amount and +amount; a movement of nothing (a lost
    // round closed at 0, a cancelled bet) has none. Anything else is a partial movement.
    rule: "every transaction's entries sum to zero: two entries of -amount and +amount, none when the amount is 0",
    unit: 'transactions',
    examinedSql: 'SELECT count(*) FROM wallet_transactions',
    breaksSql: `
      SELECT t.id AS transaction_id, t.kind, t.source, t.reference, t.amount,
             count(e.account_id)::int AS entries, coalesce(sum(e.amount), 0) AS entries_sum
        FROM wallet_transactions t
        LEFT JOIN ledger_entries e ON e.transaction_id = t.id
       GROUP BY t.id
      HAVING coalesce(sum(e.amount), 0) <> 0
          OR count(e.account_id) <> CASE WHEN t.amount > 0 THEN 2 ELSE 0 END
          OR (t.amount > 0 AND (min(e.amount) <> -t.amount OR max(e.amount) <> t.amount))
       ORDER BY t.id`,
  },
  {
    // The ledger functions take a movement's id after they have locked its accounts, so on any one
    // account the order of transaction ids is the order in which its balance changed.
    name: 'balance_chains',
    rule: "each entry's balance_after = the previous balance_after of its account + its amount (the first = its amount)",
    unit: 'entries',
    examinedSql: 'SELECT count(*) FROM ledger_entries',
    breaksSql: `
      SELECT account_id, transaction_id, previous_balance_after, amount, balance_after
        FROM (SELECT e.account_id, e.transaction_id, e.amount, e.balance_after,
                     lag(e.balance_after) OVER (PARTITION BY e.account_id ORDER BY e.transaction_id) AS previous_balance_after
                FROM ledger_entries e) chain
       WHERE coalesce(previous_balance_after, 0) + amount <> balance_after
       ORDER BY account_id, transaction_id`,
  },
  {
    name: 'round_totals',
    rule: 'every round: bet_total = its bets - its rolled-back bets, win_total = its wins',
    unit: 'rounds',
    examinedSql: 'SELECT count(*) FROM game_rounds',
    breaksSql: `
      SELECT r.id AS round_id, r.source, r.round_ref, r.status, r.bet_total,
             coalesce(m.bets, 0) AS bets, coalesce(m.rolled_back, 0) AS rolled_back,
             r.win_total, coalesce(m.wins, 0) AS wins
        FROM game_rounds r
        LEFT JOIN (SELECT round_id,
                          sum(amount) FILTER (WHERE kind = 'bet') AS bets,
                          sum(amount) FILTER (WHERE kind = 'rollback') AS rolled_back,
                          sum(amount) FILTER (WHERE kind = 'win') AS wins
                     FROM wallet_transactions WHERE round_id IS NOT NULL GROUP BY round_id) m
          ON m.round_id = r.id
       WHERE r.bet_total <> coalesce(m.bets, 0) - coalesce(m.rolled_back, 0)
          OR r.win_total <> coalesce(m.wins, 0)
       ORDER BY r.id`,
  },
  {
    name: 'player_balances_non_negative',
    rule: 'no player account is below zero, now or after any of its entries',
    unit: 'player accounts and their entries',
    examinedSql: `
      SELECT (SELECT count(*) FROM accounts WHERE kind <> 'house')
           + (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.kind <> 'house')`,
    breaksSql: `
      SELECT 'account' AS what, a.id AS account_id, a.player_id, a.kind, NULL::bigint AS transaction_id, a.balance
        FROM accounts a WHERE a.kind <> 'house' AND a.balance < 0
      UNION ALL
      SELECT 'entry', a.id, a.player_id, a.kind, e.transaction_id, e.balance_after
        FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
       WHERE a.kind <> 'house' AND e.balance_after < 0
       ORDER BY account_id, transaction_id NULLS FIRST`,
  },
  {
    // The ledger tables have no foreign keys on the hot path (migrations 0005, 0009): these are
    // the references those keys would have guarded.
    name: 'references',
    rule: "no entry, transaction or round names a row that does not exist; entries move the transaction player's own accounts",
    unit: 'entries, transactions and rounds',
    examinedSql: `
      SELECT (SELECT count(*) FROM ledger_entries) + (SELECT count(*) FROM wallet_transactions)
           + (SELECT count(*) FROM game_rounds)`,
    breaksSql: `
      SELECT 'entry without its transaction' AS problem, e.transaction_id, e.account_id, NULL::bigint AS round_id, NULL::bigint AS player_id
        FROM ledger_entries e
       WHERE NOT EXISTS (SELECT 1 FROM wallet_transactions t WHERE t.id = e.transaction_id)
      UNION ALL
      SELECT 'entry without its account', e.transaction_id, e.account_id, NULL, NULL
        FROM ledger_entries e
       WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = e.account_id)
      UNION ALL
      SELECT 'entry on another player''s account', e.transaction_id, e.account_id, NULL, a.player_id
        FROM ledger_entries e
        JOIN accounts a ON a.id = e.account_id
        JOIN wallet_transactions t ON t.id = e.transaction_id
       WHERE a.player_id IS NOT NULL AND a.player_id <> t.player_id
      UNION ALL
      SELECT 'transaction without its round', t.id, NULL, t.round_id, t.player_id
        FROM wallet_transactions t
       WHERE t.round_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.id = t.round_id)
      UNION ALL
      SELECT 'transaction without its player', t.id, NULL, t.round_id, t.player_id
        FROM wallet_transactions t
       WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.id = t.player_id)
      UNION ALL
      SELECT 'round without its player', NULL, NULL, r.id, r.player_id
        FROM game_rounds r
       WHERE NOT EXISTS (SELECT 1 FROM players p WHERE p.id = r.player_id)
       ORDER BY problem, transaction_id, round_id`,
  },
  ...PAYMENT_CHECKS,
];

export interface CheckCount {
  examined: number;
  breaks: number;
  examples: Array<Record<string, unknown>>;
}

/** Counts one check's rows and breaks; the breaks are computed once and sampled. */
export async function runCheck(
  client: DbClient,
  check: CheckDefinition,
  examples: number,
): Promise<CheckCount> {
  const { rows } = await client.query<{
    examined: string | number;
    breaks: string | number;
    examples: Array<Record<string, unknown>>;
  }>(
    `WITH breaks AS MATERIALIZED (${check.breaksSql})
     SELECT (${check.examinedSql}) AS examined,
            (SELECT count(*) FROM breaks) AS breaks,
            coalesce((SELECT json_agg(sample) FROM (SELECT * FROM breaks LIMIT $1) sample), '[]'::json) AS examples`,
    [examples],
  );
  const row = rows[0]!;
  return { examined: Number(row.examined), breaks: Number(row.breaks), examples: row.examples };
}
