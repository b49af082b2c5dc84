/** What the operator does to players (through the CLI): create, block, reset a password. */
import { inTransaction, type Db } from '../../db/pool';
import { hashPassword } from '../auth/passwords';
import * as players from './repository';

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export class OperatorError extends Error {}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

function checkPassword(password: string): void {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new OperatorError(`password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  }
}

export async function createPlayer(
  db: Db,
  input: { username: string; password: string; name?: string; surname?: string },
): Promise<number> {
  const username = normaliseUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) {
    throw new OperatorError('username must be 3 to 32 characters: letters, digits, _ . -');
  }
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (client) => {
    if (await players.findPlayerByUsername(client, username)) throw new OperatorError(`player ${username} already exists`);
    return players.insertPlayer(client, { username, passwordHash, name: input.name ?? '', surname: input.surname ?? '' });
  });
}

export async function requirePlayer(db: Db, username: string): Promise<players.PlayerRow> {
  const player = await players.findPlayerByUsername(db, normaliseUsername(username));
  if (!player) throw new OperatorError(`no player named ${username}`);
  return player;
}

export async function resetPasswordByOperator(db: Db, username: string, password: string): Promise<void> {
  checkPassword(password);
  const player = await requirePlayer(db, username);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (client) => {
    await players.updatePasswordHash(client, player.id, passwordHash);
    await players.revokeAllSessions(client, player.id);
  });
}

/** A blocked player cannot log in, and the sessions already open end at once. */
export async function setPlayerBlocked(db: Db, username: string, blocked: boolean): Promise<void> {
  const player = await requirePlayer(db, username);
  await inTransaction(db, async (client) => {
    await players.setBlocked(client, player.id, blocked);
    if (blocked) await players.revokeAllSessions(client, player.id);
  });
}

export async function revokeSessions(db: Db, username: string): Promise<number> {
  const player = await requirePlayer(db, username);
  return players.revokeAllSessions(db, player.id);
}
