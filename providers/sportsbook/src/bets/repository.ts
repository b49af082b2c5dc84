/** The book's tables: sessions, bets and legs. */
import type pg from 'pg';
import type { Db } from '../db/database';
import type { LegResult } from './settlement';

export interface Session {
  id: string;
  wallet_token: string;
  player_id: number;
  username: string;
  currency: string;
  lang: string;
  expires_at: Date;
}

export type BetStatus =
  'pending' | 'open' | 'refused' | 'won' | 'lost' | 'void' | 'cashed_out' | 'rolled_back';

export interface BetRow {
  id: string;
  player_id: number;
  wallet_token: string;
  request_id: string;
  kind: 'single' | 'multi';
  stake: number;
  odds: number;
  potential: number;
  status: BetStatus;
  payout: number | null;
  paid: boolean;
  placed_at: Date;
  settled_at: Date | null;
  /** Goes up with every change of the bet: the version of its report to the platform. */
  state_version: number;
}

export interface LegRow {
  bet_id: string;
  idx: number;
  event_id: number;
  market: string;
  outcome: string;
  odds: number;
  result: LegResult | null;
}

const BET_COLUMNS = `id, player_id, wallet_token, request_id, kind, stake::float8 AS stake, odds, potential::float8 AS potential, status,
  payout::float8 AS payout, paid, placed_at, settled_at, state_version`;
const LEG_COLUMNS = 'bet_id, idx, event_id::float8 AS event_id, market, outcome, odds, result';

export async function insertSession(db: Db, session: Session): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, wallet_token, player_id, username, currency, lang, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      session.id,
      session.wallet_token,
      session.player_id,
      session.username,
      session.currency,
      session.lang,
      session.expires_at,
    ],
  );
}

export async function findSession(db: Db, id: string): Promise<Session | undefined> {
  const { rows } = await db.query<Session>('SELECT * FROM sessions WHERE id = $1', [id]);
  return rows[0];
}

export async function findBetByRequest(
  db: Db,
  playerId: number,
  requestId: string,
): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE player_id = $1 AND request_id = $2`,
    [playerId, requestId],
  );
  return rows[0];
}

export async function findBet(db: Db | pg.PoolClient, id: string): Promise<BetRow | undefined> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE id = $1`, [id]);
  return rows[0];
}

/** The bet and its legs, or false when the player already placed one under this request id. */
export async function insertBet(
  db: Db,
  bet: Omit<BetRow, 'payout' | 'paid' | 'placed_at' | 'settled_at' | 'status' | 'state_version'> & {
    sessionId: string;
  },
  legs: Omit<LegRow, 'bet_id' | 'result'>[],
): Promise<boolean> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const inserted = await client.query(
      `INSERT INTO bets (id, player_id, session_id, wallet_token, request_id, kind, stake, odds, potential, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending') ON CONFLICT (player_id, request_id) DO NOTHING`,
      [
        bet.id,
        bet.player_id,
        bet.sessionId,
        bet.wallet_token,
        bet.request_id,
        bet.kind,
        bet.stake,
        bet.odds,
        bet.potential,
      ],
    );
    if (inserted.rowCount === 0) {
      await client.query('ROLLBACK');
      return false;
    }
    for (const leg of legs) {
      await client.query(
        `INSERT INTO bet_legs (bet_id, idx, event_id, market, outcome, odds) VALUES ($1, $2, $3, $4, $5, $6)`,
        [bet.id, leg.idx, leg.event_id, leg.market, leg.outcome, leg.odds],
      );
    }
    await client.query('COMMIT');
    return true;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Moves a bet from one status to another; false when it was no longer in `from`. */
export async function moveBet(
  db: Db,
  id: string,
  from: BetStatus[],
  to: BetStatus,
  payout?: number | null,
  paid = false,
): Promise<boolean> {
  const settles = to !== 'open' && to !== 'pending';
  const { rowCount } = await db.query(
    `UPDATE bets SET status = $3, payout = COALESCE($4, payout), paid = $5, settled_at = CASE WHEN $6 THEN now() ELSE settled_at END,
            state_version = state_version + 1
      WHERE id = $1 AND status = ANY($2)`,
    [id, from, to, payout ?? null, paid, settles],
  );
  return rowCount === 1;
}

export async function markPaid(db: Db, id: string): Promise<void> {
  await db.query(
    'UPDATE bets SET paid = true, state_version = state_version + 1 WHERE id = $1 AND NOT paid',
    [id],
  );
}

export async function legsOf(db: Db, betIds: string[]): Promise<LegRow[]> {
  if (betIds.length === 0) return [];
  const { rows } = await db.query<LegRow>(
    `SELECT ${LEG_COLUMNS} FROM bet_legs WHERE bet_id = ANY($1) ORDER BY bet_id, idx`,
    [betIds],
  );
  return rows;
}

export async function openLegsOfEvent(db: Db, eventId: number): Promise<LegRow[]> {
  const { rows } = await db.query<LegRow>(
    `SELECT ${LEG_COLUMNS} FROM bet_legs WHERE event_id = $1 AND result IS NULL`,
    [eventId],
  );
  return rows;
}

export async function setLegResult(
  db: Db,
  betId: string,
  idx: number,
  result: LegResult,
): Promise<void> {
  await db.query(
    `WITH judged AS (
       UPDATE bet_legs SET result = $3 WHERE bet_id = $1 AND idx = $2 AND result IS NULL RETURNING bet_id
     )
     UPDATE bets SET state_version = state_version + 1 WHERE id IN (SELECT bet_id FROM judged)`,
    [betId, idx, result],
  );
}

export async function betsOfPlayer(db: Db, playerId: number, limit: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE player_id = $1 AND status NOT IN ('pending', 'refused', 'rolled_back') ORDER BY placed_at DESC, id DESC LIMIT $2`,
    [playerId, limit],
  );
  return rows;
}

export async function unpaidBets(db: Db): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE paid = false AND status IN ('won', 'lost', 'void', 'cashed_out') ORDER BY settled_at LIMIT 500`,
  );
  return rows;
}

export async function stalePendingBets(db: Db, olderThanSeconds: number): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets WHERE status = 'pending' AND placed_at < now() - make_interval(secs => $1) LIMIT 500`,
    [olderThanSeconds],
  );
  return rows;
}

export async function unsettledEvents(
  db: Db,
): Promise<Array<{ id: number; sport: string; result: unknown; status: string }>> {
  const { rows } = await db.query(
    `SELECT id::float8 AS id, sport, result, status FROM events WHERE settled = false AND status IN ('finished', 'abandoned') ORDER BY id LIMIT 200`,
  );
  return rows as Array<{ id: number; sport: string; result: unknown; status: string }>;
}

export async function markEventSettled(db: Db, id: number): Promise<void> {
  await db.query('UPDATE events SET settled = true WHERE id = $1', [id]);
}

/** The book: stakes taken and paid out, millimes. */
export async function bookTotals(
  db: Db,
): Promise<{ stakes: number; payouts: number; bets: number }> {
  const { rows } = await db.query<{ stakes: number; payouts: number; bets: number }>(
    `SELECT COALESCE(sum(stake) FILTER (WHERE status IN ('open', 'won', 'lost', 'void', 'cashed_out')), 0)::float8 AS stakes,
            COALESCE(sum(payout) FILTER (WHERE paid AND status IN ('won', 'void', 'cashed_out')), 0)::float8 AS payouts,
            count(*) FILTER (WHERE status IN ('open', 'won', 'lost', 'void', 'cashed_out'))::int AS bets
       FROM bets`,
  );
  return rows[0]!;
}

/** The bet's version the platform has confirmed (never lowered). */
export async function markReported(db: Db, id: string, version: number): Promise<void> {
  await db.query(
    'UPDATE bets SET reported_version = GREATEST(reported_version, $2) WHERE id = $1',
    [id, version],
  );
}

/** Standing bets (open, or settled and paid) whose current state the platform has not answered. */
export async function unreportedBets(db: Db): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM bets
      WHERE reported_version < state_version AND status IN ('open', 'won', 'lost', 'void', 'cashed_out')
        AND (status = 'open' OR paid)
      ORDER BY placed_at LIMIT 500`,
  );
  return rows;
}

export async function eventsOf(
  db: Db,
  ids: number[],
): Promise<Array<{ id: number; league: string; home: string; away: string; starts_at: Date }>> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: number;
    league: string;
    home: string;
    away: string;
    starts_at: Date;
  }>('SELECT id::float8 AS id, league, home, away, starts_at FROM events WHERE id = ANY($1)', [
    ids,
  ]);
  return rows;
}
