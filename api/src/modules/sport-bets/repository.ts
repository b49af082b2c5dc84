/** SQL of the sport bet reports: the bet's wallet round, and the report kept by version. */
import type { Db } from '../../db/pool';

export interface BetRound {
  id: number;
  status: 'open' | 'closed' | 'cancelled';
  bet_total: number;
  win_total: number;
}

/** The sportsbook round (bet) of this player, with the wallet's figures. */
export async function betRound(
  db: Db,
  betRef: string,
  playerId: number,
): Promise<BetRound | undefined> {
  const { rows } = await db.query<BetRound>(
    `SELECT id::int AS id, status, bet_total::int AS bet_total, win_total::int AS win_total
       FROM game_rounds WHERE source = 'sportsbook' AND round_ref = $1 AND player_id = $2`,
    [betRef, playerId],
  );
  return rows[0];
}

export interface Names {
  fr: string;
  en: string;
  ar: string;
}

export interface ReportedLeg {
  event: Names;
  market: Names;
  selection: Names;
  odds: number;
  result: 'win' | 'lose' | 'push' | 'void' | 'half_win' | 'half_lose' | null;
}

export interface Report {
  roundId: number;
  playerId: number;
  version: number;
  status: 'open' | 'won' | 'lost' | 'void' | 'cashed_out';
  betKind: 'single' | 'multi';
  stake: number;
  odds: number;
  potential: number;
  payout: number | null;
  placedAt: Date;
  settledAt: Date | null;
  legs: ReportedLeg[];
}

/** Keeps the report unless one of the same or a higher version is kept; answers whether it was. */
export async function saveReport(db: Db, report: Report): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO sport_bet_reports AS s
       (round_id, player_id, version, status, bet_kind, stake, odds, potential, payout, placed_at,
        settled_at, legs)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
     ON CONFLICT (round_id) DO UPDATE SET
       version = EXCLUDED.version, status = EXCLUDED.status, bet_kind = EXCLUDED.bet_kind,
       stake = EXCLUDED.stake, odds = EXCLUDED.odds, potential = EXCLUDED.potential,
       payout = EXCLUDED.payout, placed_at = EXCLUDED.placed_at, settled_at = EXCLUDED.settled_at,
       legs = EXCLUDED.legs, reported_at = now()
     WHERE s.version < EXCLUDED.version`,
    [
      report.roundId,
      report.playerId,
      report.version,
      report.status,
      report.betKind,
      report.stake,
      report.odds,
      report.potential,
      report.payout,
      report.placedAt,
      report.settledAt,
      JSON.stringify(report.legs),
    ],
  );
  return rowCount === 1;
}
