/** What the operator does to players (through the CLI): create, block, reset a password. */
import { inTransaction, type Db } from '../../db/pool';
import { forgetAddresses } from '../auth/repository';
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  passwordProblem,
  type PasswordProblem,
} from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import * as players from './repository';

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,32}$/;

export class OperatorError extends Error {}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

const PASSWORD_REFUSALS: Record<PasswordProblem, string> = {
  passwordLength: `password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`,
  passwordBlank: 'password must not be only spaces or invisible characters',
  passwordSameAsUsername: 'password must not be the username',
  passwordContainsUsername: 'password must not contain the username',
  passwordRepeated: 'password must not be one character or a short pattern repeated',
  passwordSequence: 'password must not be a run of consecutive characters (abcdefgh, 12345678)',
  passwordTooCommon: 'password is too common; choose another one',
};

/** The player's own password change follows the same policy (auth/password-policy.ts). */
function checkPassword(password: string, username: string, demo = false): void {
  const problem = passwordProblem(password, username);
  if (problem && !(demo && problem === 'passwordContainsUsername'))
    throw new OperatorError(PASSWORD_REFUSALS[problem]);
}

export async function createPlayer(
  db: Db,
  input: { username: string; password: string; name?: string; surname?: string },
  /**
   * The demo seed's players, whose passwords are published (`amira1234` for `amira`): only the
   * rule against the username inside the password is waived for them, every other one holds.
   */
  options: { demo?: boolean } = {},
): Promise<number> {
  const username = normaliseUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) {
    throw new OperatorError('username must be 3 to 32 characters: letters, digits, _ . -');
  }
  checkPassword(input.password, username, options.demo);
  const passwordHash = await hashPassword(input.password);
  return inTransaction(db, async (client) => {
    if (await players.findPlayerByUsername(client, username))
      throw new OperatorError(`player ${username} already exists`);
    return players.insertPlayer(client, {
      username,
      passwordHash,
      name: input.name ?? '',
      surname: input.surname ?? '',
    });
  });
}

export async function requirePlayer(db: Db, username: string): Promise<players.PlayerRow> {
  const player = await players.findPlayerByUsername(db, normaliseUsername(username));
  if (!player) throw new OperatorError(`no player named ${username}`);
  return player;
}

export async function resetPasswordByOperator(
  db: Db,
  username: string,
  password: string,
): Promise<void> {
  checkPassword(password, normaliseUsername(username));
  const player = await requirePlayer(db, username);
  const passwordHash = await hashPassword(password);
  await inTransaction(db, async (client) => {
    await players.updatePasswordHash(client, player.id, passwordHash);
    await players.revokeAllSessions(client, player.id);
    await forgetAddresses(client, player.id);
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
