/**
 * The player's activity read from the ledger: the session's stakes and net since login, and the
 * account statement (deposits, withdrawals, stakes, wins and net per UTC day over a chosen period
 * of the last 12 months, and the lifetime net deposits).
 */
import type { Db } from '../../db/pool';
import { tnd } from '../payments/deps';

export interface Totals {
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  /** wins less stakes: positive when the player is ahead */
  net: number;
}

/**
 * Withdrawals count net of the ones returned (rejected or failed payouts); stakes net of bets
 * rolled back; wins include jackpot wins.
 */
const TOTALS = `
  coalesce(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::float8 AS deposits,
  (coalesce(sum(amount) FILTER (WHERE kind = 'withdrawal'), 0)
    - coalesce(sum(amount) FILTER (WHERE kind = 'payout_refund'), 0))::float8 AS withdrawals,
  (coalesce(sum(amount) FILTER (WHERE kind = 'bet'), 0)
    - coalesce(sum(amount) FILTER (WHERE kind = 'rollback'), 0))::float8 AS stakes,
  coalesce(sum(amount) FILTER (WHERE kind IN ('win', 'jackpot')), 0)::float8 AS wins`;

const withNet = <T extends Omit<Totals, 'net'>>(row: T): T & { net: number } => ({
  ...row,
  net: row.wins - row.stakes,
});

export interface SessionActivity {
  started_at: string;
  stakes: number;
  wins: number;
  net: number;
}

/** Since the login session started (its row's time, so reloads and game switches keep it). */
export async function sessionActivity(db: Db, sessionId: number): Promise<SessionActivity> {
  const { rows } = await db.query<Omit<Totals, 'net'> & { started_at: Date }>(
    `SELECT s.created_at AS started_at, m.*
       FROM sessions s,
            LATERAL (SELECT ${TOTALS} FROM wallet_transactions
                      WHERE player_id = s.player_id AND created_at >= s.created_at) m
      WHERE s.id = $1`,
    [sessionId],
  );
  const row = withNet(rows[0]!);
  return {
    started_at: row.started_at.toISOString(),
    stakes: row.stakes,
    wins: row.wins,
    net: row.net,
  };
}

export interface StatementDay extends Totals {
  /** YYYY-MM-DD, UTC */
  day: string;
}

export interface Statement {
  from: string;
  to: string;
  days: StatementDay[];
  totals: Totals;
  lifetime_net_deposits: number;
}

/** Activity in [from, to), by UTC day (days without movements left out). */
export async function statement(
  db: Db,
  playerId: number,
  from: Date,
  to: Date,
): Promise<Statement> {
  const days = await db.query<Omit<StatementDay, 'net'>>(
    `SELECT to_char(date_trunc('day', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day, ${TOTALS}
       FROM wallet_transactions
      WHERE player_id = $1 AND created_at >= $2 AND created_at < $3
      GROUP BY 1 ORDER BY 1`,
    [playerId, from, to],
  );
  const lifetime = await db.query<Omit<Totals, 'net'>>(
    `SELECT ${TOTALS} FROM wallet_transactions WHERE player_id = $1`,
    [playerId],
  );
  const rows = days.rows.map(withNet);
  const sum = (field: keyof Totals) => rows.reduce((total, row) => total + row[field], 0);
  const life = lifetime.rows[0]!;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    days: rows,
    totals: {
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      stakes: sum('stakes'),
      wins: sum('wins'),
      net: sum('net'),
    },
    lifetime_net_deposits: life.deposits - life.withdrawals,
  };
}

/** The statement as CSV: one line per day and a totals line, amounts in TND. */
export function statementCsv(data: Statement): string {
  const header = 'date,deposits_tnd,withdrawals_tnd,stakes_tnd,wins_tnd,net_tnd';
  const line = (label: string, row: Totals) =>
    [
      label,
      tnd(row.deposits),
      tnd(row.withdrawals),
      tnd(row.stakes),
      tnd(row.wins),
      tnd(row.net),
    ].join(',');
  return (
    [
      header,
      ...data.days.map((day) => line(day.day, day)),
      line('total', data.totals),
      `lifetime_net_deposits,${tnd(data.lifetime_net_deposits)},,,,`,
    ].join('\r\n') + '\r\n'
  );
}
