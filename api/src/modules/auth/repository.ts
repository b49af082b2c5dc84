import type { Db } from '../../db/pool';

export interface SessionPlayer {
  playerId: number;
  username: string;
  sessionId: number;
}

export async function insertSession(db: Db, playerId: number, tokenHash: Buffer, ttlMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO sessions (player_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, tokenHash, ttlMinutes],
  );
}

export async function findLiveSession(db: Db, tokenHash: Buffer): Promise<SessionPlayer | undefined> {
  const { rows } = await db.query<SessionPlayer>(
    `SELECT s.player_id::int AS "playerId", p.username, s.id::int AS "sessionId"
       FROM sessions s JOIN players p ON p.id = s.player_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT p.blocked`,
    [tokenHash],
  );
  return rows[0];
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sessionId]);
}

/** Minutes left on the longest lock among the given (scope, key) pairs, or 0. */
export async function lockedMinutes(db: Db, pairs: Array<[string, string]>): Promise<number> {
  const { rows } = await db.query<{ minutes: number | null }>(
    `SELECT ceil(extract(epoch FROM max(locked_until) - now()) / 60)::int AS minutes
       FROM login_throttle
      WHERE (scope, key) IN (SELECT * FROM unnest($1::text[], $2::text[])) AND locked_until > now()`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  return rows[0]?.minutes ?? 0;
}

/** Counts a failure in a sliding window; reaching `max` locks the key for `windowMinutes`. */
export async function recordFailure(db: Db, scope: string, key: string, max: number, windowMinutes: number): Promise<void> {
  await db.query(
    `INSERT INTO login_throttle AS t (scope, key, failures, window_started_at, locked_until)
     VALUES ($1, $2, 1, now(), CASE WHEN $3 <= 1 THEN now() + make_interval(mins => $4) END)
     ON CONFLICT (scope, key) DO UPDATE SET
       failures = CASE WHEN t.window_started_at < now() - make_interval(mins => $4) THEN 1 ELSE t.failures + 1 END,
       window_started_at = CASE WHEN t.window_started_at < now() - make_interval(mins => $4) THEN now() ELSE t.window_started_at END,
       locked_until = CASE
         WHEN (CASE WHEN t.window_started_at < now() - make_interval(mins => $4) THEN 1 ELSE t.failures + 1 END) >= $3
         THEN now() + make_interval(mins => $4) ELSE t.locked_until END`,
    [scope, key, max, windowMinutes],
  );
}

export async function clearFailures(db: Db, scope: string, key: string): Promise<void> {
  await db.query('DELETE FROM login_throttle WHERE scope = $1 AND key = $2', [scope, key]);
}
