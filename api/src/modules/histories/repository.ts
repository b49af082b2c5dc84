/** History queries: newest first, paged, with a separate count for the page totals. */
import type { QueryResultRow } from 'pg';
import type { Db } from '../../db/pool';

export interface Window {
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];
  add(sql: (n: string) => string, value: unknown): void {
    this.params.push(value);
    this.parts.push(sql(`$${this.params.length}`));
  }
  get sql(): string {
    return this.parts.join(' AND ');
  }
}

async function page<T extends QueryResultRow>(
  db: Db,
  select: string,
  from: string,
  where: Where,
  order: string,
  window: Window,
) {
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${from} WHERE ${where.sql}`,
    where.params,
  );
  const rows = await db.query<T>(
    `SELECT ${select} FROM ${from} WHERE ${where.sql} ORDER BY ${order}
     LIMIT $${where.params.length + 1} OFFSET $${where.params.length + 2}`,
    [...where.params, window.limit, window.offset],
  );
  return { rows: rows.rows, total: count.rows[0]!.total };
}

function timeWindow(where: Where, column: string, window: Window): void {
  if (window.from) where.add((n) => `${column} >= ${n}`, window.from);
  if (window.to) where.add((n) => `${column} <= ${n}`, window.to);
}

export interface TransactionRecord {
  id: number;
  kind: string;
  created_at: Date;
  amount: number;
  /** Null on a deposit that moved no money (pending, failed, expired, flagged). */
  balance_after: number | null;
  account: string;
  /** The deposit's or withdrawal's state when the row belongs to a payment (0023). */
  payment_status: string | null;
  payment_reason: string | null;
}

/**
 * The player's history rows: every money movement that touched their cash or bonus account,
 * plus every deposit they started that was never credited. Such a deposit has no movement (a
 * failed payment moves nothing) yet the player must find it with its status; a credited one is
 * its movement, so each deposit is one row.
 */
const HISTORY_ROWS = `(
  SELECT t.player_id, t.id::int AS id, 0 AS sort_group, t.kind, t.created_at, e.amount,
         e.balance_after, e.account,
         coalesce(d.status, w.status) AS payment_status, coalesce(d.reason, w.reason) AS payment_reason
    FROM wallet_transactions t
    JOIN LATERAL (
      SELECT le.amount, le.balance_after, a.kind AS account
        FROM ledger_entries le JOIN accounts a ON a.id = le.account_id
       WHERE le.transaction_id = t.id AND a.player_id = t.player_id
       ORDER BY (a.kind = 'cash') DESC LIMIT 1
    ) e ON true
    LEFT JOIN payment_deposits d ON d.transaction_id = t.id
    LEFT JOIN payment_withdrawals w
      ON w.hold_transaction_id = t.id OR w.settle_transaction_id = t.id
  UNION ALL
  SELECT d.player_id, d.id::int AS id, 1 AS sort_group, 'deposit' AS kind, d.created_at, d.amount,
         NULL::bigint AS balance_after, 'cash' AS account, d.status AS payment_status,
         d.reason AS payment_reason
    FROM payment_deposits d
   WHERE d.transaction_id IS NULL
) h`;

/** Money movements and deposits not credited, newest first. */
export function transactions(
  db: Db,
  playerId: number,
  kinds: string[] | undefined,
  window: Window,
) {
  const where = new Where();
  where.add((n) => `h.player_id = ${n}`, playerId);
  if (kinds) where.add((n) => `h.kind = ANY(${n}::text[])`, kinds);
  timeWindow(where, 'h.created_at', window);
  return page<TransactionRecord>(
    db,
    `h.id, h.kind, h.created_at, h.amount, h.balance_after,
     h.account, h.payment_status, h.payment_reason`,
    HISTORY_ROWS,
    where,
    'h.created_at DESC, h.sort_group, h.id DESC',
    window,
  );
}

export interface RoundRecord {
  id: number;
  round_ref: string;
  created_at: Date;
  settled_at: Date | null;
  game_id: number | null;
  game_type: number | null;
  game_name: string | null;
  pro_name: string | null;
  bet_total: number;
  win_total: number;
}

export interface RoundFilter {
  source: 'studio' | 'sportsbook';
  providerId?: number;
  won?: boolean;
  gameType?: number;
}

/** Settled rounds (bets with their outcome). */
export function rounds(db: Db, playerId: number, filter: RoundFilter, window: Window) {
  const where = new Where();
  where.add((n) => `r.player_id = ${n}`, playerId);
  where.add((n) => `r.source = ${n}`, filter.source);
  where.parts.push(`r.status = 'closed'`);
  if (filter.providerId !== undefined) where.add((n) => `g.provider_id = ${n}`, filter.providerId);
  if (filter.gameType !== undefined) where.add((n) => `g.type = ${n}`, filter.gameType);
  if (filter.won !== undefined)
    where.parts.push(filter.won ? 'r.win_total > 0' : 'r.win_total = 0');
  timeWindow(where, 'r.created_at', window);
  return page<RoundRecord>(
    db,
    `r.id::int AS id, r.round_ref, r.created_at, r.settled_at, r.game_id, g.type::int AS game_type, g.name AS game_name,
     p.alias AS pro_name, r.bet_total, r.win_total`,
    'game_rounds r LEFT JOIN games g ON g.id = r.game_id LEFT JOIN providers p ON p.id = g.provider_id',
    where,
    'r.created_at DESC, r.id DESC',
    window,
  );
}

export interface MovementRecord extends Omit<TransactionRecord, 'balance_after'> {
  balance_after: number;
  round_ref: string | null;
  game_name: string | null;
  pro_name: string | null;
}

/** Bets, wins and rollbacks of casino games, one row per movement. */
export function gameMovements(
  db: Db,
  playerId: number,
  filter: Omit<RoundFilter, 'won' | 'source'>,
  window: Window,
) {
  const where = new Where();
  where.add((n) => `t.player_id = ${n}`, playerId);
  where.parts.push(`t.source = 'studio'`, `t.kind IN ('bet', 'win', 'rollback')`);
  if (filter.providerId !== undefined) where.add((n) => `g.provider_id = ${n}`, filter.providerId);
  if (filter.gameType !== undefined) where.add((n) => `g.type = ${n}`, filter.gameType);
  timeWindow(where, 't.created_at', window);
  return page<MovementRecord>(
    db,
    `t.id::int AS id, t.kind, t.created_at, e.amount, e.balance_after, 'cash' AS account, r.round_ref,
     g.name AS game_name, p.alias AS pro_name`,
    `wallet_transactions t
     JOIN LATERAL (
       SELECT le.amount, le.balance_after FROM ledger_entries le JOIN accounts a ON a.id = le.account_id
        WHERE le.transaction_id = t.id AND a.player_id = t.player_id LIMIT 1
     ) e ON true
     LEFT JOIN game_rounds r ON r.id = t.round_id
     LEFT JOIN games g ON g.id = t.game_id
     LEFT JOIN providers p ON p.id = g.provider_id`,
    where,
    't.created_at DESC, t.id DESC',
    window,
  );
}

export type SportStatus = 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface SportBetRecord {
  id: number;
  round_ref: string;
  created_at: Date;
  settled_at: Date | null;
  bet_total: number;
  win_total: number;
  status: SportStatus;
  bet_kind: 'single' | 'multi' | null;
  odds: number | null;
  potential: number | null;
  legs: unknown[] | null;
}

/**
 * The player's sport bets: every reported bet (open ones too) and every settled one, with the
 * wallet's stake and return and the sportsbook's report; a settled round with no report yet reads
 * won or lost from the wallet.
 */
export function sportBets(
  db: Db,
  playerId: number,
  status: SportStatus | undefined,
  window: Window,
) {
  const where = new Where();
  where.add((n) => `r.player_id = ${n}`, playerId);
  where.parts.push(`r.source = 'sportsbook'`, `(s.round_id IS NOT NULL OR r.status = 'closed')`);
  // A round the wallet rolled back (an exclusion's refund) is void with its stake returned,
  // whatever the sportsbook reported before it; the rollback took the stake off the round's
  // total, so both the stake and the return are the reported stake.
  const derived = `CASE WHEN r.status = 'cancelled' THEN 'void'
    ELSE coalesce(s.status, CASE WHEN r.win_total > 0 THEN 'won' ELSE 'lost' END) END`;
  const stake = `CASE WHEN r.status = 'cancelled' THEN s.stake ELSE r.bet_total END`;
  const paidBack = `CASE WHEN r.status = 'cancelled' THEN s.stake ELSE r.win_total END`;
  if (status !== undefined) where.add((n) => `${derived} = ${n}`, status);
  timeWindow(where, 'r.created_at', window);
  return page<SportBetRecord>(
    db,
    `r.id::int AS id, r.round_ref, r.created_at, coalesce(s.settled_at, r.settled_at) AS settled_at,
     ${stake} AS bet_total, ${paidBack} AS win_total,
     ${derived} AS status, s.bet_kind, s.odds, s.potential, s.legs`,
    'game_rounds r LEFT JOIN sport_bet_reports s ON s.round_id = r.id',
    where,
    'r.created_at DESC, r.id DESC',
    window,
  );
}
