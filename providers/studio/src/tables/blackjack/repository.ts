/** Blackjack rounds and stakes in the studio's database (migrations/0008_blackjack.sql). */
import type { Db } from '../../db/database';
import type { BlackjackState } from './rules';

export type RoundStatus =
  'ready' | 'betting' | 'playing' | 'finished' | 'settled' | 'refused' | 'void';

export interface BlackjackRound {
  id: number;
  session_id: string;
  player_id: number;
  game_id: number;
  server_seed: string;
  commitment: string;
  client_seed: string | null;
  status: RoundStatus;
  bet: number | null;
  state: BlackjackState | null;
  win: number | null;
  wallet_token: string;
}

const ROUND = `SELECT r.id::int, r.session_id, r.player_id::int, r.game_id, r.server_seed, r.commitment,
  r.client_seed, r.status, r.bet::int, r.state, r.win::int, s.wallet_token
  FROM blackjack_rounds r JOIN sessions s ON s.id = r.session_id`;

/** The player's round at this table that is not decided yet (ready, betting or playing). */
export async function openRound(
  db: Db,
  playerId: number,
  gameId: number,
): Promise<BlackjackRound | undefined> {
  const { rows } = await db.query<BlackjackRound>(
    `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2 AND r.status IN ('ready', 'betting', 'playing')`,
    [playerId, gameId],
  );
  return rows[0];
}

export async function roundById(db: Db, id: number): Promise<BlackjackRound | undefined> {
  const { rows } = await db.query<BlackjackRound>(`${ROUND} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** The player's last finished round at this table (its seed revealed). */
export async function lastFinishedRound(
  db: Db,
  playerId: number,
  gameId: number,
): Promise<BlackjackRound | undefined> {
  const { rows } = await db.query<BlackjackRound>(
    `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2 AND r.status IN ('finished', 'settled')
      ORDER BY r.id DESC LIMIT 1`,
    [playerId, gameId],
  );
  return rows[0];
}

/** A ready round with its seed, unless one is open already (the unique index decides). */
export async function insertReadyRound(
  db: Db,
  round: { sessionId: string; playerId: number; gameId: number; seed: string; commitment: string },
): Promise<void> {
  await db.query(
    `INSERT INTO blackjack_rounds (session_id, player_id, game_id, server_seed, commitment, status)
     VALUES ($1, $2, $3, $4, $5, 'ready') ON CONFLICT DO NOTHING`,
    [round.sessionId, round.playerId, round.gameId, round.seed, round.commitment],
  );
}

/** The ready round becomes this deal's, once: a second deal racing it finds none. */
export async function startBetting(
  db: Db,
  input: { roundId: number; sessionId: string; bet: number; clientSeed: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE blackjack_rounds SET status = 'betting', session_id = $2, bet = $3, client_seed = $4, updated_at = now()
      WHERE id = $1 AND status = 'ready'`,
    [input.roundId, input.sessionId, input.bet, input.clientSeed],
  );
  return rowCount === 1;
}

export async function saveRound(
  db: Db,
  id: number,
  from: RoundStatus[],
  update: { status: RoundStatus; state?: BlackjackState; win?: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE blackjack_rounds SET status = $3, state = COALESCE($4, state), win = COALESCE($5, win), updated_at = now()
      WHERE id = $1 AND status = ANY($2)`,
    [
      id,
      from,
      update.status,
      update.state ? JSON.stringify(update.state) : null,
      update.win ?? null,
    ],
  );
  return rowCount === 1;
}

export async function insertStake(
  db: Db,
  stake: { roundId: number; kind: 'bet' | 'double' | 'split' | 'insurance'; amount: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO blackjack_stakes (round_id, kind, amount, status) VALUES ($1, $2, $3, 'pending') RETURNING id::int`,
    [stake.roundId, stake.kind, stake.amount],
  );
  return rows[0]!.id;
}

export async function setStakeStatus(
  db: Db,
  id: number,
  status: 'placed' | 'refused' | 'rolled_back',
): Promise<void> {
  await db.query(`UPDATE blackjack_stakes SET status = $2 WHERE id = $1 AND status = 'pending'`, [
    id,
    status,
  ]);
}

export async function staleStakes(
  db: Db,
  olderThanSeconds: number,
): Promise<Array<{ id: number; round_id: number; kind: string; wallet_token: string }>> {
  const { rows } = await db.query<{
    id: number;
    round_id: number;
    kind: string;
    wallet_token: string;
  }>(
    `SELECT k.id::int, k.round_id::int, k.kind, s.wallet_token FROM blackjack_stakes k
       JOIN blackjack_rounds r ON r.id = k.round_id JOIN sessions s ON s.id = r.session_id
      WHERE k.status = 'pending' AND k.created_at < now() - make_interval(secs => $1) LIMIT 200`,
    [olderThanSeconds],
  );
  return rows;
}

export async function roundsIn(
  db: Db,
  status: RoundStatus,
  olderThanSeconds: number,
): Promise<BlackjackRound[]> {
  const { rows } = await db.query<BlackjackRound>(
    `${ROUND} WHERE r.status = $1 AND r.updated_at < now() - make_interval(secs => $2) ORDER BY r.id LIMIT 200`,
    [status, olderThanSeconds],
  );
  return rows;
}
