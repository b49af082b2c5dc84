import type { PoolClient } from 'pg';
import type { Db } from '../db/database';
import type { ChainScheme } from './fairness';

export interface CrashRound {
  id: number;
  stream: string;
  chain_id: number;
  idx: number;
  hash: string;
  crash_point: number;
  phase: 'betting' | 'running' | 'crashed' | 'void';
  betting_ends_at: Date;
  started_at: Date | null;
  crashed_at: Date | null;
  voided_at: Date | null;
}

export interface CrashBet {
  id: number;
  round_id: number;
  session_id: string;
  player_id: number;
  username: string;
  game_id: number;
  amount: number;
  auto_cashout: number | null;
  status: 'pending' | 'refused' | 'placed' | 'cashed' | 'lost' | 'rolled_back' | 'void';
  cashout: number | null;
  win: number | null;
  settled: boolean;
  wallet_token: string;
}

type Queryable = Db | PoolClient;

const ROUND = `SELECT id::int, stream, chain_id, idx, hash, crash_point, phase, betting_ends_at, started_at, crashed_at, voided_at FROM crash_rounds`;
const BET = `SELECT b.id::int, b.round_id::int, b.session_id, b.player_id::int, b.username, b.game_id, b.amount::int, b.auto_cashout, b.status,
                    b.cashout, b.win::int, b.settled, s.wallet_token
               FROM crash_bets b JOIN sessions s ON s.id = b.session_id`;

export const NOTIFY_CHANNEL = 'studio_crash';

export async function notify(
  db: Queryable,
  payload: { stream: string; round: number; event: string; [key: string]: unknown },
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, JSON.stringify(payload)]);
}

export async function activeChain(
  db: Queryable,
  stream: string,
): Promise<{ id: number; length: number; used: number } | undefined> {
  const { rows } = await db.query<{ id: number; length: number; used: number }>(
    `SELECT c.id, c.length, COALESCE((SELECT max(idx) FROM crash_rounds r WHERE r.chain_id = c.id), 0) AS used
       FROM crash_chains c WHERE c.stream = $1 ORDER BY c.id DESC LIMIT 1`,
    [stream],
  );
  return rows[0];
}

export async function insertChain(
  db: Queryable,
  stream: string,
  chain: string[],
  salt: string,
  scheme: ChainScheme = 'bytes',
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO crash_chains (stream, terminal_hash, salt, length, scheme) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [stream, chain[0], salt, chain.length - 1, scheme],
  );
  const id = rows[0]!.id;
  const indexes = chain.map((_, i) => i).slice(1);
  await db.query(
    'INSERT INTO crash_hashes (chain_id, idx, hash) SELECT $1, * FROM unnest($2::int[], $3::text[])',
    [id, indexes, chain.slice(1)],
  );
  return id;
}

/** A published chain: its terminal hash, salt, length and how it hashes (docs/games-math.md#crash). */
export interface ChainInfo {
  id: number;
  terminal_hash: string;
  salt: string;
  length: number;
  scheme: ChainScheme;
}

export async function chainInfo(db: Queryable, id: number): Promise<ChainInfo | undefined> {
  const { rows } = await db.query<ChainInfo>(
    'SELECT id, terminal_hash, salt, length, scheme FROM crash_chains WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function hashAt(db: Queryable, chainId: number, idx: number): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(
    'SELECT hash FROM crash_hashes WHERE chain_id = $1 AND idx = $2',
    [chainId, idx],
  );
  return rows[0]!.hash;
}

export async function insertRound(
  db: Queryable,
  round: Omit<CrashRound, 'id' | 'phase' | 'started_at' | 'crashed_at' | 'voided_at'>,
): Promise<CrashRound> {
  const { rows } = await db.query<CrashRound>(
    `INSERT INTO crash_rounds (stream, chain_id, idx, hash, crash_point, phase, betting_ends_at) VALUES ($1, $2, $3, $4, $5, 'betting', $6)
     RETURNING id::int, stream, chain_id, idx, hash, crash_point, phase, betting_ends_at, started_at, crashed_at, voided_at`,
    [round.stream, round.chain_id, round.idx, round.hash, round.crash_point, round.betting_ends_at],
  );
  return rows[0]!;
}

export async function latestRound(db: Queryable, stream: string): Promise<CrashRound | undefined> {
  const { rows } = await db.query<CrashRound>(
    `${ROUND} WHERE stream = $1 ORDER BY id DESC LIMIT 1`,
    [stream],
  );
  return rows[0];
}

export async function roundById(db: Queryable, id: number): Promise<CrashRound | undefined> {
  const { rows } = await db.query<CrashRound>(`${ROUND} WHERE id = $1`, [id]);
  return rows[0];
}

export async function crashedRounds(
  db: Queryable,
  stream: string,
  limit: number,
): Promise<CrashRound[]> {
  const { rows } = await db.query<CrashRound>(
    `${ROUND} WHERE stream = $1 AND phase = 'crashed' ORDER BY id DESC LIMIT $2`,
    [stream, limit],
  );
  return rows;
}

export async function startRound(db: Queryable, id: number, startedAt: Date): Promise<void> {
  await db.query(
    `UPDATE crash_rounds SET phase = 'running', started_at = $2 WHERE id = $1 AND phase = 'betting'`,
    [id, startedAt],
  );
}

/** Crashes the round and decides every bet still in play as lost, in one transaction. */
export async function crashRound(db: Db, id: number, crashedAt: Date): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE crash_rounds SET phase = 'crashed', crashed_at = $2 WHERE id = $1 AND phase = 'running'`,
      [id, crashedAt],
    );
    await client.query(
      `UPDATE crash_bets SET status = 'lost', win = 0 WHERE round_id = $1 AND status = 'placed'`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Voids a round still running and every bet in play in it, in one transaction; answers whether
 * this call voided it (a round already crashed or void is left as it is).
 */
export async function voidRound(db: Db, id: number, voidedAt: Date): Promise<boolean> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const { rowCount } = await client.query(
      `UPDATE crash_rounds SET phase = 'void', voided_at = $2 WHERE id = $1 AND phase = 'running'`,
      [id, voidedAt],
    );
    await client.query(
      `UPDATE crash_bets SET status = 'void', win = 0 WHERE round_id = $1 AND status = 'placed'`,
      [id],
    );
    await client.query('COMMIT');
    return (rowCount ?? 0) > 0;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

/** Void bets whose refund the wallet has not confirmed yet, oldest first. */
export async function unrefundedVoidBets(db: Queryable, stream: string): Promise<CrashBet[]> {
  const { rows } = await db.query<CrashBet>(
    `${BET} WHERE b.status = 'void' AND NOT b.settled
        AND b.round_id IN (SELECT id FROM crash_rounds WHERE stream = $1) ORDER BY b.id LIMIT 500`,
    [stream],
  );
  return rows;
}

export async function insertBet(
  db: Queryable,
  bet: {
    roundId: number;
    sessionId: string;
    playerId: number;
    username: string;
    gameId: number;
    amount: number;
    autoCashout: number | null;
  },
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO crash_bets (round_id, session_id, player_id, username, game_id, amount, auto_cashout, status)
     SELECT $1, $2, $3, $4, $5, $6, $7, 'pending' FROM crash_rounds WHERE id = $1 AND phase = 'betting' AND betting_ends_at > now()
     ON CONFLICT DO NOTHING RETURNING id::int`,
    [
      bet.roundId,
      bet.sessionId,
      bet.playerId,
      bet.username,
      bet.gameId,
      bet.amount,
      bet.autoCashout,
    ],
  );
  return rows[0]?.id;
}

export async function setBetStatus(
  db: Queryable,
  id: number,
  status: CrashBet['status'],
): Promise<void> {
  await db.query('UPDATE crash_bets SET status = $2 WHERE id = $1', [id, status]);
}

/**
 * A pending bet becomes placed unless its round has ended meanwhile: lost if it crashed, void
 * (to be refunded) if it was voided.
 */
export async function confirmBet(db: Queryable, id: number): Promise<CrashBet['status']> {
  const { rows } = await db.query<{ status: CrashBet['status'] }>(
    // FOR SHARE waits for a crashing round's transaction, so the phase read here is final.
    `WITH r AS (SELECT r.phase FROM crash_rounds r JOIN crash_bets b ON b.round_id = r.id WHERE b.id = $1 FOR SHARE OF r)
     UPDATE crash_bets b SET status = CASE r.phase WHEN 'crashed' THEN 'lost' WHEN 'void' THEN 'void' ELSE 'placed' END,
                             win = CASE WHEN r.phase IN ('crashed', 'void') THEN 0 ELSE NULL END
       FROM r WHERE b.id = $1 AND b.status = 'pending' RETURNING b.status`,
    [id],
  );
  return rows[0]?.status ?? 'refused';
}

/** Cashes a bet out at `cashout` (hundredths) if it is still in play in a running round. */
export async function cashOut(
  db: Queryable,
  betId: number,
  cashout: number,
  maxWin: number,
): Promise<{ win: number } | undefined> {
  const { rows } = await db.query<{ win: number }>(
    `UPDATE crash_bets b SET status = 'cashed', cashout = $2::int, win = LEAST(b.amount * $2::int / 100, $3::bigint)
       FROM crash_rounds r WHERE b.id = $1 AND r.id = b.round_id AND b.status = 'placed' AND r.phase = 'running'
     RETURNING b.win::int AS win`,
    [betId, cashout, maxWin],
  );
  return rows[0];
}

/** Whether the player has a bet in the round, from any session (one per player and round). */
export async function playerHasBet(
  db: Queryable,
  roundId: number,
  playerId: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM crash_bets WHERE round_id = $1 AND player_id = $2',
    [roundId, playerId],
  );
  return (rowCount ?? 0) > 0;
}

export async function betOf(
  db: Queryable,
  roundId: number,
  sessionId: string,
): Promise<CrashBet | undefined> {
  const { rows } = await db.query<CrashBet>(`${BET} WHERE b.round_id = $1 AND b.session_id = $2`, [
    roundId,
    sessionId,
  ]);
  return rows[0];
}

export async function betById(db: Queryable, id: number): Promise<CrashBet | undefined> {
  const { rows } = await db.query<CrashBet>(`${BET} WHERE b.id = $1`, [id]);
  return rows[0];
}

export async function betsOfRound(db: Queryable, roundId: number): Promise<CrashBet[]> {
  const { rows } = await db.query<CrashBet>(`${BET} WHERE b.round_id = $1 ORDER BY b.id`, [
    roundId,
  ]);
  return rows;
}

export async function unsettledBets(db: Queryable, olderThanSeconds: number): Promise<CrashBet[]> {
  const { rows } = await db.query<CrashBet>(
    `${BET} WHERE NOT b.settled AND b.status IN ('pending', 'cashed', 'lost', 'void') AND b.created_at < now() - make_interval(secs => $1) ORDER BY b.id LIMIT 500`,
    [olderThanSeconds],
  );
  return rows;
}

export async function markSettled(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE crash_bets SET settled = true WHERE id = $1', [id]);
}
