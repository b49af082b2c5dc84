import type { Db, DbClient } from '../../db/pool';

export interface SessionPlayer {
  playerId: number;
  username: string;
  sessionId: number;
}

export async function insertSession(
  db: Db,
  playerId: number,
  tokenHash: Buffer,
  ttlMinutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO sessions (player_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
    [playerId, tokenHash, ttlMinutes],
  );
}

export async function findLiveSession(
  db: Db,
  tokenHash: Buffer,
): Promise<SessionPlayer | undefined> {
  const { rows } = await db.query<SessionPlayer>(
    `SELECT s.player_id::int AS "playerId", p.username, s.id::int AS "sessionId"
       FROM sessions s JOIN players p ON p.id = s.player_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT p.blocked`,
    [tokenHash],
  );
  return rows[0];
}

/** Ends a login session and, in the same statement, the game sessions it opened. */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.query(
    `WITH games AS (
       UPDATE game_sessions SET ended_at = now() WHERE login_session_id = $1 AND ended_at IS NULL
     )
     UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId],
  );
}

export type ThrottleScope = 'username' | 'address' | 'pair';

/** One counter of failed attempts: a username, a client address, or a player at a known address. */
export interface ThrottleBucket {
  scope: ThrottleScope;
  key: string;
  /** Failures before each further one locks the bucket for a growing delay. */
  maxFailures: number;
}

export interface LockPolicy {
  /** First lock; each further failure doubles it. */
  baseSeconds: number;
  maxSeconds: number;
  /** How long failures are remembered after the last one or after the lock they caused. */
  windowSeconds: number;
}

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

/** The one order in which rows of several buckets are locked. */
export function inLockOrder(buckets: ThrottleBucket[]): ThrottleBucket[] {
  return [...buckets].sort((a, b) =>
    a.scope === b.scope ? (a.key < b.key ? -1 : 1) : a.scope < b.scope ? -1 : 1,
  );
}

interface BucketState {
  scope: ThrottleScope;
  key: string;
  failures: number;
  in_flight: number;
  locked_seconds: number;
}

/** Why a bucket refuses an attempt now, as seconds to wait; 0 when it allows one. */
function waitOf(state: BucketState, maxFailures: number): number {
  if (state.locked_seconds > 0) return state.locked_seconds;
  // Under the limit, failures and attempts still being checked must stay under it together;
  // past it, one attempt at a time between locks.
  const busy =
    state.failures < maxFailures
      ? state.failures + state.in_flight >= maxFailures
      : state.in_flight > 0;
  // The attempts in flight settle within a second (one argon2 check each).
  return busy ? 1 : 0;
}

/**
 * Reserves an attempt in every bucket before the password is checked, or in none: the rows are
 * locked in a fixed order (no deadlock), a bucket past its window counts from zero, and the
 * attempt is granted only if no bucket is locked or full of attempts in flight.
 */
export async function reserveAttempt(
  db: Db,
  buckets: ThrottleBucket[],
  policy: LockPolicy,
): Promise<Reservation> {
  const ordered = inLockOrder(buckets);
  const scopes = ordered.map((b) => b.scope);
  const keys = ordered.map((b) => b.key);
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    // The no-op update takes the row lock and answers the row as the last commit left it.
    const { rows } = await client.query<BucketState>(
      `INSERT INTO login_throttle AS t (scope, key, expires_at)
       SELECT scope, key, now() FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS b (scope, key, n) ORDER BY n
       ON CONFLICT (scope, key) DO UPDATE SET in_flight = t.in_flight
       RETURNING t.scope, t.key,
         CASE WHEN t.expires_at > now() THEN t.failures ELSE 0 END AS failures,
         CASE WHEN t.expires_at > now() THEN t.in_flight ELSE 0 END AS in_flight,
         CASE WHEN t.expires_at > now() AND t.locked_until > now()
              THEN ceil(extract(epoch FROM t.locked_until - now()))::int ELSE 0 END AS locked_seconds`,
      [scopes, keys],
    );
    const wait = Math.max(
      0,
      ...rows.map((row) =>
        waitOf(row, ordered.find((b) => b.scope === row.scope && b.key === row.key)!.maxFailures),
      ),
    );
    if (wait > 0) {
      await client.query('ROLLBACK');
      return { granted: false, retryAfterSeconds: wait };
    }
    await client.query(
      `UPDATE login_throttle t SET
         failures = CASE WHEN t.expires_at > now() THEN t.failures ELSE 0 END,
         locked_until = CASE WHEN t.expires_at > now() THEN t.locked_until END,
         in_flight = CASE WHEN t.expires_at > now() THEN t.in_flight ELSE 0 END + 1,
         expires_at = greatest(t.expires_at, now() + make_interval(secs => $3))
       FROM unnest($1::text[], $2::text[]) AS b (scope, key)
       WHERE t.scope = b.scope AND t.key = b.key`,
      [scopes, keys, policy.windowSeconds],
    );
    await client.query('COMMIT');
    return { granted: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The reserved attempt failed: one more failure in the bucket. From the limit on, each failure
 * locks it for base × 2^(failures − limit), capped. One row per statement: a settlement never
 * holds one bucket while waiting for another, so it cannot deadlock with a reservation.
 */
export async function recordFailure(
  db: Db,
  bucket: ThrottleBucket,
  policy: LockPolicy,
): Promise<void> {
  // Computed from the row as locked (t.*), so concurrent failures are never lost.
  const lockEnd = `now() + make_interval(secs => least($4 * 2 ^ least(t.failures + 1 - $3, 30), $5))`;
  await db.query(
    `UPDATE login_throttle t SET
       in_flight = greatest(t.in_flight - 1, 0),
       failures = t.failures + 1,
       locked_until = CASE WHEN t.failures + 1 >= $3 THEN ${lockEnd} ELSE t.locked_until END,
       expires_at = greatest(t.expires_at,
                             CASE WHEN t.failures + 1 >= $3 THEN ${lockEnd} ELSE now() END + make_interval(secs => $6))
     WHERE t.scope = $1 AND t.key = $2`,
    [
      bucket.scope,
      bucket.key,
      bucket.maxFailures,
      policy.baseSeconds,
      policy.maxSeconds,
      policy.windowSeconds,
    ],
  );
}

/**
 * The reserved attempt is over without a failure. `reset` also forgets the bucket's failures and
 * lock (the right password for that username or player); otherwise the attempt is only given back.
 */
export async function releaseAttempt(
  db: Db,
  bucket: ThrottleBucket,
  reset: boolean,
): Promise<void> {
  await db.query(
    `UPDATE login_throttle SET
       in_flight = greatest(in_flight - 1, 0),
       failures = CASE WHEN $3 THEN 0 ELSE failures END,
       locked_until = CASE WHEN $3 THEN NULL ELSE locked_until END
     WHERE scope = $1 AND key = $2`,
    [bucket.scope, bucket.key, reset],
  );
}

/** Deletes throttle rows whose window and lock have passed, and addresses not used for `knownDays`. */
export async function purgeExpiredThrottles(
  db: Db,
  knownDays: number,
): Promise<{ throttles: number; knownAddresses: number }> {
  const throttles = await db.query('DELETE FROM login_throttle WHERE expires_at <= now()');
  const known = await db.query(
    'DELETE FROM login_known_addresses WHERE last_login_at < now() - make_interval(days => $1)',
    [knownDays],
  );
  return { throttles: throttles.rowCount ?? 0, knownAddresses: known.rowCount ?? 0 };
}

export interface LoginCandidate {
  id: number;
  password_hash: string;
  blocked: boolean;
  /** The player logged in from this address within the last `knownDays`. */
  known_address: boolean;
  /** The request's known-device token is one of this player's, used within `knownDays`. */
  known_device: boolean;
}

export async function findLoginCandidate(
  db: Db,
  by: { username: string } | { playerId: number },
  address: string,
  knownDays: number,
  device?: string,
): Promise<LoginCandidate | undefined> {
  const [where, value] =
    'username' in by ? ['p.username = $1', by.username] : ['p.id = $1', by.playerId];
  const known = (param: string) =>
    `EXISTS (SELECT 1 FROM login_known_addresses k
              WHERE k.player_id = p.id AND k.address = ${param}
                AND k.last_login_at >= now() - make_interval(days => $3))`;
  const { rows } = await db.query<LoginCandidate>(
    `SELECT p.id::int AS id, p.password_hash, p.blocked,
            ${known('$2')} AS known_address, ${known('$4')} AS known_device
       FROM players p WHERE ${where}`,
    [value, address, knownDays, device ?? null],
  );
  return rows[0];
}

export async function rememberAddress(db: Db, playerId: number, address: string): Promise<void> {
  await db.query(
    `INSERT INTO login_known_addresses (player_id, address) VALUES ($1, $2)
     ON CONFLICT (player_id, address) DO UPDATE SET last_login_at = now()`,
    [playerId, address],
  );
}

export async function forgetAddresses(db: Db | DbClient, playerId: number): Promise<void> {
  await db.query('DELETE FROM login_known_addresses WHERE player_id = $1', [playerId]);
}

/**
 * The operator's unlock: forgets the failures and locks of a username (and of every address the
 * player logs in from), or of one client address. Answers how many buckets were cleared.
 */
export async function clearThrottle(
  db: Db,
  target: { username: string; playerId: number | null } | { address: string },
): Promise<number> {
  const result =
    'address' in target
      ? await db.query(`DELETE FROM login_throttle WHERE scope = 'address' AND key = $1`, [
          target.address,
        ])
      : await db.query(
          `DELETE FROM login_throttle
            WHERE (scope = 'username' AND key = $1) OR (scope = 'pair' AND split_part(key, ' ', 1) = $2::text)`,
          [target.username, String(target.playerId ?? '')],
        );
  return result.rowCount ?? 0;
}
