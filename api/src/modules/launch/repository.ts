import { hashToken, newOpaqueToken } from '../auth/tokens';
import type { Db } from '../../db/pool';

export type WalletProvider = 'studio' | 'sportsbook';

export async function insertLaunchToken(
  db: Db,
  input: {
    tokenHash: Buffer;
    playerId: number;
    /** The login session that asked for it: its end ends this game session. */
    loginSessionId: number;
    provider: WalletProvider;
    gameId: number | null;
    lang: string;
    ttlSeconds: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (token_hash, player_id, login_session_id, provider, game_id, lang, redeem_by, expires_at)
     VALUES ($1, $2, $7, $3, $4, $5, now() + make_interval(secs => $6), now() + make_interval(secs => $6))`,
    [
      input.tokenHash,
      input.playerId,
      input.provider,
      input.gameId,
      input.lang,
      input.ttlSeconds,
      input.loginSessionId,
    ],
  );
}

export interface RedeemedSession {
  player_id: number;
  username: string;
  currency: string;
  game_id: number | null;
  lang: string;
  balance: number;
  bonus: number;
  expires_at: Date;
}

/** Redeems a launch token once, within its short life; the session then lasts sessionMinutes. */
export async function redeemLaunchToken(
  db: Db,
  tokenHash: Buffer,
  provider: string,
  sessionMinutes: number,
): Promise<RedeemedSession | undefined> {
  const { rows } = await db.query<RedeemedSession>(
    `WITH redeemed AS (
       UPDATE game_sessions SET redeemed_at = now(), expires_at = now() + make_interval(mins => $3)
        WHERE token_hash = $1 AND provider = $2 AND redeemed_at IS NULL AND redeem_by > now()
          AND ended_at IS NULL
        RETURNING player_id, game_id, lang, expires_at
     )
     SELECT r.player_id::int AS player_id, p.username, p.currency, r.game_id, r.lang, r.expires_at,
            c.balance, b.balance AS bonus
       FROM redeemed r
       JOIN players p ON p.id = r.player_id AND NOT p.blocked
       JOIN accounts c ON c.player_id = r.player_id AND c.kind = 'cash'
       JOIN accounts b ON b.player_id = r.player_id AND b.kind = 'bonus'`,
    [tokenHash, provider, sessionMinutes],
  );
  return rows[0];
}

/** The balance behind a redeemed session; `ended` when its login has ended since. */
export async function sessionBalance(
  db: Db,
  tokenHash: Buffer,
  provider: string,
): Promise<{ balance: number; currency: string; ended: boolean } | undefined> {
  const { rows } = await db.query<{ balance: number; currency: string; ended: boolean }>(
    `SELECT c.balance, p.currency, s.ended_at IS NOT NULL AS ended
       FROM game_sessions s
       JOIN players p ON p.id = s.player_id
       JOIN accounts c ON c.player_id = s.player_id AND c.kind = 'cash'
      WHERE s.token_hash = $1 AND s.provider = $2 AND s.redeemed_at IS NOT NULL`,
    [tokenHash, provider],
  );
  return rows[0];
}

/**
 * A game session opened by the platform itself (operator CLI, demo seed, tests), already redeemed;
 * answers the raw token so the caller can drive the seamless wallet with it.
 */
export async function openRedeemedSession(
  db: Db,
  input: { playerId: number; provider: WalletProvider; gameId: number | null; minutes: number },
): Promise<{ token: string; tokenHash: Buffer }> {
  const token = newOpaqueToken();
  const tokenHash = hashToken(token);
  await db.query(
    `INSERT INTO game_sessions (token_hash, player_id, provider, game_id, lang, redeem_by, redeemed_at, expires_at)
     VALUES ($1, $2, $3, $4, 'en', now(), now(), now() + make_interval(mins => $5))`,
    [tokenHash, input.playerId, input.provider, input.gameId, input.minutes],
  );
  return { token, tokenHash };
}
