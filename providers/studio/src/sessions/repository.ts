import type { Db } from '../db/database';

export interface Session {
  id: string;
  wallet_token: string;
  player_id: number;
  username: string;
  currency: string;
  game_id: number;
  lang: string;
  expires_at: Date;
}

export async function insertSession(db: Db, session: Session): Promise<void> {
  await db.query(
    `INSERT INTO sessions (id, wallet_token, player_id, username, currency, game_id, lang, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      session.id,
      session.wallet_token,
      session.player_id,
      session.username,
      session.currency,
      session.game_id,
      session.lang,
      session.expires_at,
    ],
  );
}

export async function findSession(db: Db, id: string): Promise<Session | undefined> {
  const { rows } = await db.query<Session>(
    `SELECT id, wallet_token, player_id::int AS player_id, username, currency, game_id, lang, expires_at FROM sessions WHERE id = $1`,
    [id],
  );
  return rows[0];
}
