import type { Db, DbClient } from '../../db/pool';

export interface PlayerView {
  id: number;
  sur_id: string;
  username: string;
  name: string;
  surname: string;
  currency: string;
  balance: number;
  bounse: number;
  diamond_bet: number;
  silver_bet: number;
  golden_bet: number;
  jackpot_state: boolean;
  jackpot_name: string | null;
  jackpot_amount: number | null;
  balance_version: number;
}

export interface PlayerRow {
  id: number;
  username: string;
  password_hash: string;
  blocked: boolean;
}

/**
 * The version of a player's balances: the id of the player's last wallet transaction. Every
 * movement locks the player's account before it takes its id, so the movements of an account
 * are numbered in commit order and a balance read with a higher version is newer; read in the
 * same statement as the balances, it is the version of exactly those balances. `player` is the
 * SQL expression of the player's id.
 */
export const balanceVersionSql = (player: string) =>
  `coalesce((SELECT max(w.id) FROM wallet_transactions w WHERE w.player_id = ${player}), 0)`;

const PLAYER_VIEW_COLUMNS = `
  p.id::int AS id, 'TN' || lpad(p.id::text, 6, '0') AS sur_id, p.username, p.name, p.surname, p.currency,
  c.balance AS balance, b.balance AS bounse,
  coalesce((SELECT amount FROM jackpot_pools WHERE tier = 'Diamond'), 0) AS diamond_bet,
  coalesce((SELECT amount FROM jackpot_pools WHERE tier = 'Silver'), 0) AS silver_bet,
  coalesce((SELECT amount FROM jackpot_pools WHERE tier = 'Golden'), 0) AS golden_bet,
  p.jackpot_state, p.jackpot_name, p.jackpot_amount,
  ${balanceVersionSql('p.id')} AS balance_version`;

export async function findPlayerView(db: Db, playerId: number): Promise<PlayerView | undefined> {
  const { rows } = await db.query<PlayerView>(
    `SELECT ${PLAYER_VIEW_COLUMNS}
       FROM players p
       JOIN accounts c ON c.player_id = p.id AND c.kind = 'cash'
       JOIN accounts b ON b.player_id = p.id AND b.kind = 'bonus'
      WHERE p.id = $1`,
    [playerId],
  );
  return rows[0];
}

/**
 * The player's details; a pending jackpot notification is delivered once and then cleared (the
 * statement reads the row as it was before its own update).
 */
export async function takePlayerView(db: Db, playerId: number): Promise<PlayerView | undefined> {
  const { rows } = await db.query<PlayerView>(
    `WITH delivered AS (
       UPDATE players SET jackpot_state = false WHERE id = $1 AND jackpot_state RETURNING id
     )
     SELECT ${PLAYER_VIEW_COLUMNS}
       FROM players p
       JOIN accounts c ON c.player_id = p.id AND c.kind = 'cash'
       JOIN accounts b ON b.player_id = p.id AND b.kind = 'bonus'
      WHERE p.id = $1`,
    [playerId],
  );
  return rows[0];
}

export async function findPlayerByUsername(
  db: Db | DbClient,
  username: string,
): Promise<PlayerRow | undefined> {
  const { rows } = await db.query<PlayerRow>(
    'SELECT id::int AS id, username, password_hash, blocked FROM players WHERE username = $1',
    [username],
  );
  return rows[0];
}

export async function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  const { rows } = await db.query<PlayerRow>(
    'SELECT id::int AS id, username, password_hash, blocked FROM players WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertPlayer(
  client: DbClient,
  player: { username: string; passwordHash: string; name: string; surname: string },
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO players (username, password_hash, name, surname) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [player.username, player.passwordHash, player.name, player.surname],
  );
  const id = rows[0]!.id;
  await client.query(`INSERT INTO accounts (player_id, kind) VALUES ($1, 'cash'), ($1, 'bonus')`, [
    id,
  ]);
  return id;
}

export async function updatePasswordHash(
  db: Db | DbClient,
  playerId: number,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE players SET password_hash = $2 WHERE id = $1', [playerId, passwordHash]);
}

export async function setBlocked(
  db: Db | DbClient,
  playerId: number,
  blocked: boolean,
): Promise<void> {
  await db.query('UPDATE players SET blocked = $2 WHERE id = $1', [playerId, blocked]);
}

/**
 * Ends every login session of a player and, in the same statement, every game and sportsbook
 * session (password change, operator revocation, block). Answers the login sessions ended.
 */
export async function revokeAllSessions(db: Db | DbClient, playerId: number): Promise<number> {
  const result = await db.query(
    `WITH games AS (
       UPDATE game_sessions SET ended_at = now() WHERE player_id = $1 AND ended_at IS NULL
     )
     UPDATE sessions SET revoked_at = now()
      WHERE player_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [playerId],
  );
  return result.rowCount ?? 0;
}

export interface PlayerListRow {
  id: number;
  username: string;
  name: string;
  surname: string;
  blocked: boolean;
  balance: number;
  bonus: number;
  created_at: Date;
}

export async function listPlayers(db: Db): Promise<PlayerListRow[]> {
  const { rows } = await db.query<PlayerListRow>(
    `SELECT p.id::int AS id, p.username, p.name, p.surname, p.blocked, c.balance, b.balance AS bonus, p.created_at
       FROM players p
       JOIN accounts c ON c.player_id = p.id AND c.kind = 'cash'
       JOIN accounts b ON b.player_id = p.id AND b.kind = 'bonus'
      ORDER BY p.id`,
  );
  return rows;
}
