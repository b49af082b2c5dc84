/** Casino Hold'em hands and their stakes in the studio's database (migrations/0011_poker.sql). */
import type { Db } from '../../db/database';
import type { PokerState } from './game';

export type RoundStatus =
  'ready' | 'betting' | 'playing' | 'finished' | 'settled' | 'refused' | 'void';
export type StakeKind = 'ante' | 'bonus' | 'call';

export interface PokerRound {
  id: number;
  session_id: string;
  player_id: number;
  game_id: number;
  server_seed: string;
  commitment: string;
  client_seed: string | null;
  status: RoundStatus;
  ante: number | null;
  aa_bonus: number | null;
  state: PokerState | null;
  win: number | null;
  wallet_token: string;
}

const ROUND = `SELECT r.id::int, r.session_id, r.player_id::int, r.game_id, r.server_seed, r.commitment,
  r.client_seed, r.status, r.ante::int, r.aa_bonus::int, r.state, r.win::int, s.wallet_token
  FROM poker_rounds r JOIN sessions s ON s.id = r.session_id`;

/** The player's hand at this table that is not decided yet (ready, betting or playing). */
export async function openRound(
  db: Db,
  playerId: number,
  gameId: number,
): Promise<PokerRound | undefined> {
  const { rows } = await db.query<PokerRound>(
    `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2 AND r.status IN ('ready', 'betting', 'playing')`,
    [playerId, gameId],
  );
  return rows[0];
}

export async function roundById(db: Db, id: number): Promise<PokerRound | undefined> {
  const { rows } = await db.query<PokerRound>(`${ROUND} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** The player's last finished hand at this table (its seed revealed). */
export async function lastFinishedRound(
  db: Db,
  playerId: number,
  gameId: number,
): Promise<PokerRound | undefined> {
  const { rows } = await db.query<PokerRound>(
    `${ROUND} WHERE r.player_id = $1 AND r.game_id = $2 AND r.status IN ('finished', 'settled')
      ORDER BY r.id DESC LIMIT 1`,
    [playerId, gameId],
  );
  return rows[0];
}

/** A ready hand with its seed, unless one is open already (the unique index decides). */
export async function insertReadyRound(
  db: Db,
  round: { sessionId: string; playerId: number; gameId: number; seed: string; commitment: string },
): Promise<void> {
  await db.query(
    `INSERT INTO poker_rounds (session_id, player_id, game_id, server_seed, commitment, status)
     VALUES ($1, $2, $3, $4, $5, 'ready') ON CONFLICT DO NOTHING`,
    [round.sessionId, round.playerId, round.gameId, round.seed, round.commitment],
  );
}

/** The ready hand becomes this deal's, once: a second deal racing it finds none. */
export async function startBetting(
  db: Db,
  input: { roundId: number; sessionId: string; ante: number; aaBonus: number; clientSeed: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE poker_rounds SET status = 'betting', session_id = $2, ante = $3, aa_bonus = $4,
        client_seed = $5, updated_at = now()
      WHERE id = $1 AND status = 'ready'`,
    [input.roundId, input.sessionId, input.ante, input.aaBonus, input.clientSeed],
  );
  return rowCount === 1;
}

export async function saveRound(
  db: Db,
  id: number,
  from: RoundStatus[],
  update: { status: RoundStatus; state?: PokerState; win?: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE poker_rounds SET status = $3, state = COALESCE($4, state), win = COALESCE($5, win), updated_at = now()
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

/** The stake's row before its wallet call; undefined when the hand has this stake already. */
export async function insertStake(
  db: Db,
  stake: { roundId: number; kind: StakeKind; amount: number },
): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO poker_stakes (round_id, kind, amount, status) VALUES ($1, $2, $3, 'pending')
       ON CONFLICT (round_id, kind) WHERE status IN ('pending', 'placed') DO NOTHING RETURNING id::int`,
    [stake.roundId, stake.kind, stake.amount],
  );
  return rows[0]?.id;
}

export async function setStakeStatus(
  db: Db,
  id: number,
  status: 'placed' | 'refused' | 'rolled_back',
): Promise<void> {
  await db.query(
    `UPDATE poker_stakes SET status = $2 WHERE id = $1 AND status IN ('pending', 'placed')`,
    [id, status],
  );
}

export interface StakeRow {
  id: number;
  round_id: number;
  kind: StakeKind;
  status: string;
  wallet_token: string;
}

const STAKE = `SELECT k.id::int, k.round_id::int, k.kind, k.status, s.wallet_token FROM poker_stakes k
  JOIN poker_rounds r ON r.id = k.round_id JOIN sessions s ON s.id = r.session_id`;

export async function stakesOf(db: Db, roundId: number): Promise<StakeRow[]> {
  const { rows } = await db.query<StakeRow>(`${STAKE} WHERE k.round_id = $1 ORDER BY k.id`, [
    roundId,
  ]);
  return rows;
}

export async function staleStakes(db: Db, olderThanSeconds: number): Promise<StakeRow[]> {
  const { rows } = await db.query<StakeRow>(
    `${STAKE} WHERE k.status = 'pending' AND k.created_at < now() - make_interval(secs => $1) LIMIT 200`,
    [olderThanSeconds],
  );
  return rows;
}

export async function roundsIn(
  db: Db,
  status: RoundStatus,
  olderThanSeconds: number,
): Promise<PokerRound[]> {
  const { rows } = await db.query<PokerRound>(
    `${ROUND} WHERE r.status = $1 AND r.updated_at < now() - make_interval(secs => $2) ORDER BY r.id LIMIT 200`,
    [status, olderThanSeconds],
  );
  return rows;
}
