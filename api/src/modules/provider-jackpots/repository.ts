/** SQL of the provider jackpots: the game session behind a token, a player's round part, the pools. */
import type { Db } from '../../db/pool';

/** The player of a redeemed game session of this provider (expired sessions too: a win may come late). */
export async function sessionPlayer(
  db: Db,
  tokenHash: Buffer,
  provider: string,
): Promise<number | undefined> {
  const { rows } = await db.query<{ player_id: number }>(
    `SELECT player_id::int AS player_id FROM game_sessions WHERE token_hash = $1 AND provider = $2 AND redeemed_at IS NOT NULL`,
    [tokenHash, provider],
  );
  return rows[0]?.player_id;
}

/** Whether the player staked something in this provider round (their part of it). */
export async function playedRound(
  db: Db,
  source: string,
  round: string,
  playerId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM game_rounds WHERE source = $1 AND round_ref = $2 AND player_id = $3 AND bet_total > 0`,
    [source, round, playerId],
  );
  return rows.length > 0;
}

export interface ReportedPools {
  version: number;
  diamond: number;
  golden: number;
  silver: number;
  bronze: number;
}

/** Keeps a report unless a newer one (higher version) is already kept; answers whether it was kept. */
export async function savePools(db: Db, pools: ReportedPools): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE jackpot_pools p SET amount = r.amount, reported_version = $1, reported_at = now()
       FROM (VALUES ('Diamond', $2::bigint), ('Golden', $3::bigint), ('Silver', $4::bigint), ('Bronze', $5::bigint)) AS r (tier, amount)
      WHERE p.tier = r.tier AND p.reported_version < $1`,
    [pools.version, pools.diamond, pools.golden, pools.silver, pools.bronze],
  );
  return (rowCount ?? 0) > 0;
}
