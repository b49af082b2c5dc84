/** Login with throttling, logout, password change; bearer sessions stored as token hashes. */
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import * as players from '../players/repository';
import { normaliseUsername, PASSWORD_MAX, PASSWORD_MIN } from '../players/service';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import * as sessions from './repository';
import { hashToken, newOpaqueToken } from './tokens';


export async function login(ctx: AppContext, input: { username: string; password: string; address: string }) {
  const { db, config } = ctx;
  const username = normaliseUsername(input.username);
  const minutes = await sessions.lockedMinutes(db, [
    ['username', username],
    ['address', input.address],
  ]);
  if (minutes > 0) throw new AppError(429, 'loginThrottled', { minutes });

  const player = await players.findPlayerByUsername(db, username);
  const valid = await verifyPassword(player?.password_hash ?? (await decoyPasswordHash()), input.password);
  if (!player || !valid) {
    await sessions.recordFailure(db, 'username', username, config.loginMaxFailuresPerUsername, config.loginLockMinutes);
    await sessions.recordFailure(db, 'address', input.address, config.loginMaxFailuresPerAddress, config.loginLockMinutes);
    throw new AppError(401, 'invalidCredentials');
  }
  if (player.blocked) throw new AppError(403, 'accountBlocked');
  await sessions.clearFailures(db, 'username', username);

  const token = newOpaqueToken();
  await sessions.insertSession(db, player.id, hashToken(token), config.sessionTtlMinutes);
  const user = await players.findPlayerView(db, player.id);
  return { user: user!, token };
}

export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await sessions.revokeSession(ctx.db, sessionId);
}

/** Spec §5: all three fields, new equal to repeat; a wrong old password is refused. */
export async function changePassword(
  ctx: AppContext,
  playerId: number,
  input: { oldPassword: string; newPassword: string; repeatPassword: string },
): Promise<void> {
  if (input.newPassword !== input.repeatPassword) throw new AppError(400, 'passwordsDoNotMatch');
  if (input.newPassword.length < PASSWORD_MIN || input.newPassword.length > PASSWORD_MAX) {
    throw new AppError(400, 'passwordLength');
  }
  const player = await players.findPlayerById(ctx.db, playerId);
  if (!player || !(await verifyPassword(player.password_hash, input.oldPassword))) {
    throw new AppError(400, 'wrongOldPassword');
  }
  await players.updatePasswordHash(ctx.db, playerId, await hashPassword(input.newPassword));
  // Every session ends, this one included: the client sends the player back to login.
  await players.revokeAllSessions(ctx.db, playerId);
}

