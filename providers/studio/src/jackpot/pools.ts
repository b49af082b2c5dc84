/**
 * Progressive jackpots (docs/games-math.md#jackpots): a share of every bet on
 * the jackpot provider's games feeds four pools, each seeded at S with a must-hit-by amount M; at
 * each (re)seed the hit level is drawn uniformly in (S, M] and kept secret; the bet whose share
 * makes the pool cross it wins the pool, which is reseeded. Over the long run the pools return
 * their share of the bets (1 % together), on top of the game's own RTP.
 */
import { randomInt } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { Db } from '../db/database';

export type Tier = 'Diamond' | 'Golden' | 'Silver' | 'Bronze';

export interface PoolConfig {
  tier: Tier;
  /** Millimes. */
  seed: number;
  mustHitBy: number;
  /** Parts per million of every bet. */
  sharePpm: number;
}

export const POOLS: PoolConfig[] = [
  { tier: 'Diamond', seed: 50_000_000, mustHitBy: 100_000_000, sharePpm: 1_000 },
  { tier: 'Golden', seed: 15_000_000, mustHitBy: 30_000_000, sharePpm: 2_000 },
  { tier: 'Silver', seed: 5_000_000, mustHitBy: 10_000_000, sharePpm: 3_000 },
  { tier: 'Bronze', seed: 1_000_000, mustHitBy: 2_500_000, sharePpm: 4_000 },
];

/** The pools' share of every bet, in percent (1.00). */
export const JACKPOT_SHARE_PERCENT = POOLS.reduce((sum, pool) => sum + pool.sharePpm, 0) / 10_000;

/** Pool amounts are kept in millionths of a millime: a bet's share (bet × ppm) adds exactly. */
const UNITS = 1_000_000;

/** A hit level in units, uniform over (seed, mustHitBy] in whole millimes. */
export function drawHitLevel(
  pool: { seed: number; mustHitBy: number },
  draw: (n: number) => number = randomInt,
): number {
  return (pool.seed + 1 + draw(pool.mustHitBy - pool.seed)) * UNITS;
}

export async function ensurePools(db: Db): Promise<void> {
  for (const pool of POOLS) {
    await db.query(
      `INSERT INTO jackpot_pools (tier, amount_units, seed, must_hit_by, hit_at_units, share_ppm) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (tier) DO NOTHING`,
      [pool.tier, pool.seed * UNITS, pool.seed, pool.mustHitBy, drawHitLevel(pool), pool.sharePpm],
    );
  }
}

export interface PoolAmounts {
  diamond: number;
  golden: number;
  silver: number;
  bronze: number;
}

/** The pools as players see them, in millimes. */
export async function poolAmounts(db: Db): Promise<PoolAmounts> {
  const { rows } = await db.query<{ tier: Tier; amount: number }>(
    'SELECT tier, (amount_units / 1000000)::float8 AS amount FROM jackpot_pools',
  );
  const of = (tier: Tier) => rows.find((row) => row.tier === tier)?.amount ?? 0;
  return {
    diamond: of('Diamond'),
    golden: of('Golden'),
    silver: of('Silver'),
    bronze: of('Bronze'),
  };
}

/** The pools as the platform is told them: millimes, and the version they are at (higher is newer). */
export async function poolReport(db: Db): Promise<PoolAmounts & { version: number }> {
  const { rows } = await db.query<{ tier: Tier; amount: number; version: number }>(
    'SELECT tier, (amount_units / 1000000)::float8 AS amount, version::float8 AS version FROM jackpot_pools',
  );
  const of = (tier: Tier) => rows.find((row) => row.tier === tier)?.amount ?? 0;
  const version = Math.max(0, ...rows.map((row) => row.version));
  return {
    version,
    diamond: of('Diamond'),
    golden: of('Golden'),
    silver: of('Silver'),
    bronze: of('Bronze'),
  };
}

export interface JackpotHit {
  tier: Tier;
  /** Millimes paid to the player. */
  amount: number;
}

/**
 * Adds a bet's shares to every pool, in one transaction with row locks so concurrent bets queue;
 * answers the pools it made hit (already reseeded and recorded as won by this player).
 */
export async function contribute(
  db: Db,
  bet: { amount: number; playerId: number; username: string; gameId: number; roundRef: string },
  draw: (n: number) => number = randomInt,
): Promise<JackpotHit[]> {
  const client: PoolClient = await db.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      tier: Tier;
      amount_units: string;
      hit_at_units: string;
      seed: string;
      must_hit_by: string;
      share_ppm: number;
    }>(
      `UPDATE jackpot_pools SET amount_units = amount_units + $1::bigint * share_ppm, version = version + 1
       RETURNING tier, amount_units, hit_at_units, seed, must_hit_by, share_ppm`,
      [bet.amount],
    );
    const hits: JackpotHit[] = [];
    for (const row of rows) {
      if (BigInt(row.amount_units) < BigInt(row.hit_at_units)) continue;
      const amount = Number(BigInt(row.amount_units) / 1_000_000n);
      const seed = Number(row.seed);
      const next = drawHitLevel({ seed, mustHitBy: Number(row.must_hit_by) }, draw);
      // The part of the share past the millime stays in the new pool.
      const rest = BigInt(row.amount_units) % 1_000_000n;
      await client.query(
        'UPDATE jackpot_pools SET amount_units = $2::bigint + $3::bigint, hit_at_units = $4 WHERE tier = $1',
        [row.tier, seed * UNITS, rest, next],
      );
      await client.query(
        'INSERT INTO jackpot_wins (tier, amount, player_id, username, game_id, round_ref) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.tier, amount, bet.playerId, bet.username, bet.gameId, bet.roundRef],
      );
      hits.push({ tier: row.tier, amount });
    }
    await client.query('COMMIT');
    return hits;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

export async function latestJackpotWins(
  db: Db,
  limit: number,
): Promise<Array<{ tier: Tier; amount: number; username: string; won_at: Date }>> {
  const { rows } = await db.query<{ tier: Tier; amount: number; username: string; won_at: Date }>(
    'SELECT tier, amount::float8 AS amount, username, won_at FROM jackpot_wins ORDER BY id DESC LIMIT $1',
    [limit],
  );
  return rows;
}
