/**
 * Login with throttling, logout, password change; bearer sessions stored as token hashes.
 *
 * Throttling (README, "Login throttling"): every password check, at login or when the old password
 * is given to change it, first reserves an attempt in its buckets and settles it after, so no
 * number of simultaneous guesses gets more checks than the limit. The buckets of an attempt:
 *   - from a browser holding the player's known-device token (known-device.ts): that (player,
 *     device) pair alone; else from an address the player has logged in from: that pair alone;
 *   - otherwise: the username (every address, so a botnet gets no more guesses than one machine)
 *     and the address (guesses across usernames, password spraying).
 * A guessing address or a username locked from elsewhere thus never keeps a player out from
 * where they usually log in, while a stranger gets only a few guesses, then growing delays.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import * as players from '../players/repository';
import { exclusionError, exclusionInForce } from '../responsible-gambling/exclusions';
import { normaliseUsername } from '../players/service';
import { passwordProblem } from './password-policy';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import * as sessions from './repository';
import type { LockPolicy, ThrottleBucket } from './repository';
import { deviceKey, newDeviceToken } from './known-device';
import { hashToken, newOpaqueToken } from './tokens';

/** Refused before the password was checked: locked, or as many attempts in flight as allowed. */
export class LoginLockedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('login locked');
    this.name = 'LoginLockedError';
  }
}

function lockPolicy(ctx: AppContext): LockPolicy {
  const { config } = ctx;
  return {
    baseSeconds: config.loginLockBaseSeconds,
    maxSeconds: config.loginLockMaxMinutes * 60,
    windowSeconds: config.loginFailureWindowMinutes * 60,
  };
}

/** Where the player is known from: a device token of theirs, else an address they used. */
function knownPlace(
  candidate: { id: number; known_address: boolean; known_device: boolean } | undefined,
  address: string,
  device: string | undefined,
): { playerId: number; place: string } | null {
  if (!candidate) return null;
  if (candidate.known_device && device) return { playerId: candidate.id, place: deviceKey(device) };
  if (candidate.known_address) return { playerId: candidate.id, place: address };
  return null;
}

function bucketsOf(
  ctx: AppContext,
  username: string,
  address: string,
  known: { playerId: number; place: string } | null,
): ThrottleBucket[] {
  const { config } = ctx;
  if (known !== null) {
    return [
      {
        scope: 'pair',
        key: `${known.playerId} ${known.place}`,
        maxFailures: config.loginMaxFailuresPerUsername,
      },
    ];
  }
  return [
    { scope: 'username', key: username, maxFailures: config.loginMaxFailuresPerUsername },
    { scope: 'address', key: address, maxFailures: config.loginMaxFailuresPerAddress },
  ];
}

/**
 * Checks a password under the throttle: reserve, check, settle. A right password clears the
 * username's (or pair's) failures; an address only gets its attempt back, so a guesser cannot
 * wipe its address's count by logging into an account of its own.
 */
async function throttledCheck(
  ctx: AppContext,
  buckets: ThrottleBucket[],
  check: () => Promise<boolean>,
): Promise<boolean> {
  const policy = lockPolicy(ctx);
  const reservation = await sessions.reserveAttempt(ctx.db, buckets, policy);
  if (!reservation.granted) throw new LoginLockedError(reservation.retryAfterSeconds);
  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    for (const bucket of sessions.inLockOrder(buckets))
      await sessions.releaseAttempt(ctx.db, bucket, false);
    throw error;
  }
  for (const bucket of sessions.inLockOrder(buckets)) {
    if (!valid) await sessions.recordFailure(ctx.db, bucket, policy);
    else await sessions.releaseAttempt(ctx.db, bucket, bucket.scope !== 'address');
  }
  return valid;
}

export interface Credentials {
  username: string;
  password: string;
  address: string;
  device?: string;
}

/**
 * The player these credentials prove, checked under the login throttle (401 otherwise, 403 for
 * a blocked player); no session is opened. Login and the request to end a self-exclusion (made
 * by a player who cannot log in) both start here.
 */
export async function checkCredentials(ctx: AppContext, input: Credentials) {
  const { db, config } = ctx;
  const username = normaliseUsername(input.username);
  const device = input.device && deviceKey(input.device);
  const player = await sessions.findLoginCandidate(
    db,
    { username },
    input.address,
    config.loginKnownAddressDays,
    device,
  );
  const buckets = bucketsOf(
    ctx,
    username,
    input.address,
    knownPlace(player, input.address, input.device),
  );
  // An unknown username costs the same check as a known one (no timing difference).
  const passwordHash = player?.password_hash ?? (await decoyPasswordHash());
  const valid = await throttledCheck(ctx, buckets, () =>
    verifyPassword(passwordHash, input.password),
  );
  if (!player || !valid) throw new AppError(401, 'invalidCredentials');
  if (player.blocked) throw new AppError(403, 'accountBlocked');
  return player;
}

/** Logs in; a player in a time-out or self-exclusion is refused with its end (403). */
export async function login(ctx: AppContext, input: Credentials) {
  const { db, config } = ctx;
  const player = await checkCredentials(ctx, input);
  const exclusion = await exclusionInForce(db, player.id, ctx.now());
  if (exclusion) throw exclusionError(exclusion, ctx.now());

  await sessions.rememberAddress(db, player.id, input.address);
  // The browser's device token is kept when it is this player's, else it gets a new one.
  const deviceToken = player.known_device && input.device ? input.device : newDeviceToken();
  await sessions.rememberAddress(db, player.id, deviceKey(deviceToken));
  const token = newOpaqueToken();
  await sessions.insertSession(db, player.id, hashToken(token), config.sessionTtlMinutes);
  const user = await players.findPlayerView(db, player.id);
  return { user: user!, token, deviceToken };
}

export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await sessions.revokeSession(ctx.db, sessionId);
}

/**
 * All three fields, new equal to repeat; the new password follows the policy; the old
 * one is checked under the login throttle (a stolen session must not become a guessing oracle).
 */
export async function changePassword(
  ctx: AppContext,
  player: { playerId: number; username: string },
  input: {
    oldPassword: string;
    newPassword: string;
    repeatPassword: string;
    address: string;
    device?: string;
  },
): Promise<void> {
  const { db, config } = ctx;
  if (input.newPassword !== input.repeatPassword) throw new AppError(400, 'passwordsDoNotMatch');
  const problem = passwordProblem(input.newPassword, player.username);
  if (problem) throw new AppError(400, problem);
  const candidate = await sessions.findLoginCandidate(
    db,
    { playerId: player.playerId },
    input.address,
    config.loginKnownAddressDays,
    input.device && deviceKey(input.device),
  );
  if (!candidate) throw new AppError(401, 'unauthorized');
  const buckets = bucketsOf(
    ctx,
    player.username,
    input.address,
    knownPlace(candidate, input.address, input.device),
  );
  if (
    !(await throttledCheck(ctx, buckets, () =>
      verifyPassword(candidate.password_hash, input.oldPassword),
    ))
  ) {
    throw new AppError(400, 'wrongOldPassword');
  }
  await players.updatePasswordHash(db, player.playerId, await hashPassword(input.newPassword));
  // Every session ends, this one included: the client sends the player back to login. The
  // addresses and devices trusted for the old password are forgotten with it.
  await players.revokeAllSessions(db, player.playerId);
  await sessions.forgetAddresses(db, player.playerId);
}
