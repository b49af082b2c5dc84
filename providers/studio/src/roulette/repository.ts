import type { PoolClient } from 'pg';
import type { Db } from '../db/database';
import type { BetKind } from './rules';

export interface RouletteRound {
  id: number;
  stream: string;
  phase: 'betting' | 'spinning' | 'result';
  betting_ends_at: Date;
  result: number | null;
  spin_at: Date | null;
  result_at: Date | null;
}

export interface Settlement {
  round_id: number;
  player_id: number;
  win: number;
  settled: boolean;
  wallet_token: string;
}

export const ROULETTE_CHANNEL = 'studio_roulette';
const ROUND =
  'SELECT id::int, stream, phase, betting_ends_at, result, spin_at, result_at FROM roulette_rounds';

export async function notifyRoulette(
  db: Db,
  payload: { stream: string; round: number; event: string },
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [ROULETTE_CHANNEL, JSON.stringify(payload)]);
}

export async function latestRouletteRound(
  db: Db,
  stream: string,
): Promise<RouletteRound | undefined> {
  const { rows } = await db.query<RouletteRound>(
    `${ROUND} WHERE stream = $1 ORDER BY id DESC LIMIT 1`,
    [stream],
  );
  return rows[0];
}

export async function rouletteRoundById(db: Db, id: number): Promise<RouletteRound | undefined> {
  const { rows } = await db.query<RouletteRound>(`${ROUND} WHERE id = $1`, [id]);
  return rows[0];
}

export async function recentResults(
  db: Db,
  stream: string,
  limit: number,
): Promise<Array<{ id: number; result: number }>> {
  const { rows } = await db.query<{ id: number; result: number }>(
    `SELECT id::int, result FROM roulette_rounds WHERE stream = $1 AND phase = 'result' ORDER BY id DESC LIMIT $2`,
    [stream, limit],
  );
  return rows;
}

export async function openRouletteRound(
  db: Db,
  stream: string,
  bettingEndsAt: Date,
): Promise<RouletteRound> {
  const { rows } = await db.query<RouletteRound>(
    `INSERT INTO roulette_rounds (stream, phase, betting_ends_at) VALUES ($1, 'betting', $2)
     RETURNING id::int, stream, phase, betting_ends_at, result, spin_at, result_at`,
    [stream, bettingEndsAt],
  );
  return rows[0]!;
}

export async function spinRouletteRound(
  db: Db,
  id: number,
  result: number,
  spinAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE roulette_rounds SET phase = 'spinning', result = $2, spin_at = $3 WHERE id = $1 AND phase = 'betting'`,
    [id, result, spinAt],
  );
}

/**
 * Shows the result and fixes every player's win from their placed bets, in one transaction: a
 * bet the wallet confirms later finds the round decided and is rolled back instead of played.
 */
export async function finishRouletteRound(
  db: Db,
  id: number,
  resultAt: Date,
  wins: (
    bets: Array<{ gameId: number; kind: BetKind; numbers: number[]; amount: number }>,
    result: number,
  ) => number,
): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const { rows: rounds } = await client.query<{ result: number }>(
      `UPDATE roulette_rounds SET phase = 'result', result_at = $2 WHERE id = $1 AND phase = 'spinning' RETURNING result`,
      [id, resultAt],
    );
    if (rounds[0]) {
      const { rows: bets } = await client.query<{
        player_id: number;
        session_id: string;
        gameId: number;
        kind: BetKind;
        numbers: number[];
        amount: number;
      }>(
        `SELECT player_id::int, session_id, game_id::int AS "gameId", kind, numbers, amount::int FROM roulette_bets WHERE round_id = $1 AND status = 'placed' ORDER BY id`,
        [id],
      );
      const byPlayer = new Map<number, { session: string; bets: typeof bets }>();
      for (const bet of bets) {
        const entry = byPlayer.get(bet.player_id) ?? { session: bet.session_id, bets: [] };
        entry.bets.push(bet);
        byPlayer.set(bet.player_id, entry);
      }
      for (const [player, entry] of byPlayer) {
        await client.query(
          'INSERT INTO roulette_settlements (round_id, player_id, session_id, win) VALUES ($1, $2, $3, $4)',
          [id, player, entry.session, wins(entry.bets, rounds[0].result)],
        );
      }
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A pending bet in a round still taking bets, unless the player already has `maxBets` in it. The
 * count and the insert run under a lock of the player's part of the round, so bets racing over
 * several sockets or sessions never pass the cap.
 */
export async function insertRouletteBet(
  db: Db,
  bet: {
    roundId: number;
    sessionId: string;
    playerId: number;
    gameId: number;
    kind: BetKind;
    numbers: number[];
    amount: number;
  },
  maxBets: number,
): Promise<{ id: number } | 'betting_closed' | 'too_many_bets'> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
      `roulette-bets:${bet.roundId}:${bet.playerId}`,
    ]);
    if ((await countPlayerBets(client, bet.roundId, bet.playerId)) >= maxBets) {
      await client.query('ROLLBACK');
      return 'too_many_bets';
    }
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO roulette_bets (round_id, session_id, player_id, game_id, kind, numbers, amount, status)
       SELECT $1, $2, $3, $4, $5, $6, $7, 'pending' FROM roulette_rounds WHERE id = $1 AND phase = 'betting' AND betting_ends_at > now()
       RETURNING id::int`,
      [bet.roundId, bet.sessionId, bet.playerId, bet.gameId, bet.kind, bet.numbers, bet.amount],
    );
    await client.query('COMMIT');
    return rows[0] ?? 'betting_closed';
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function countPlayerBets(
  db: Db | PoolClient,
  roundId: number,
  playerId: number,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM roulette_bets WHERE round_id = $1 AND player_id = $2 AND status IN ('pending', 'placed')`,
    [roundId, playerId],
  );
  return rows[0]!.n;
}

/** A pending bet becomes placed unless its round's result is already fixed. */
export async function confirmRouletteBet(db: Db, id: number): Promise<boolean> {
  const { rowCount } = await db.query(
    // FOR SHARE waits for a finishing round's transaction, so the phase read here is final.
    `UPDATE roulette_bets b SET status = 'placed'
      WHERE b.id = $1 AND b.status = 'pending'
        AND (SELECT phase FROM roulette_rounds r WHERE r.id = b.round_id FOR SHARE) <> 'result'`,
    [id],
  );
  return rowCount === 1;
}

export async function setRouletteBetStatus(
  db: Db,
  id: number,
  status: 'refused' | 'rolled_back',
): Promise<void> {
  await db.query('UPDATE roulette_bets SET status = $2 WHERE id = $1', [id, status]);
}

export async function pendingRouletteBets(
  db: Db,
  olderThanSeconds: number,
): Promise<Array<{ id: number; round_id: number; wallet_token: string }>> {
  const { rows } = await db.query<{ id: number; round_id: number; wallet_token: string }>(
    `SELECT b.id::int, b.round_id::int, s.wallet_token FROM roulette_bets b JOIN sessions s ON s.id = b.session_id
      WHERE b.status = 'pending' AND b.created_at < now() - make_interval(secs => $1) LIMIT 500`,
    [olderThanSeconds],
  );
  return rows;
}

export async function unsettled(db: Db, roundId?: number): Promise<Settlement[]> {
  const { rows } = await db.query<Settlement>(
    `SELECT t.round_id::int, t.player_id::int, t.win::int, t.settled, s.wallet_token
       FROM roulette_settlements t JOIN sessions s ON s.id = t.session_id
      WHERE NOT t.settled AND ($1::bigint IS NULL OR t.round_id = $1) ORDER BY t.round_id LIMIT 500`,
    [roundId ?? null],
  );
  return rows;
}

export async function markSettlement(db: Db, roundId: number, playerId: number): Promise<void> {
  await db.query(
    'UPDATE roulette_settlements SET settled = true WHERE round_id = $1 AND player_id = $2',
    [roundId, playerId],
  );
}
