/**
 * Opening a game: the platform's one-time launch token is redeemed through the wallet's
 * `authenticate`, and the studio opens its own session, whose id the game page carries from then
 * on (a reload must not need the spent launch token).
 */
import { randomBytes } from 'node:crypto';
import type { WalletClient } from '@casino/wallet-client';
import { gameById, type StudioGame } from '../catalogue/games';
import type { Db } from '../db/database';
import { findSession, insertSession, type Session } from './repository';

export type { Language } from '../i18n/texts';
import type { Language } from '../i18n/texts';

export function languageOf(value: string | undefined): Language {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return short === 'en' || short === 'ar' ? short : 'fr';
}

export type LaunchResult =
  | { ok: true; session: Session; game: StudioGame }
  | { ok: false; reason: 'invalid_token' | 'unknown_game' | 'wallet_unavailable' };

export async function launchGame(
  db: Db,
  wallet: WalletClient,
  input: { token: string; lang?: string },
): Promise<LaunchResult> {
  let answer;
  try {
    answer = await wallet.authenticate(input.token);
  } catch {
    return { ok: false, reason: 'wallet_unavailable' };
  }
  if (!answer.ok) return { ok: false, reason: 'invalid_token' };
  const game = answer.game_id === null ? undefined : gameById(answer.game_id);
  if (!game) return { ok: false, reason: 'unknown_game' };
  const session: Session = {
    id: randomBytes(24).toString('base64url'),
    wallet_token: input.token,
    player_id: answer.player_id,
    username: answer.username,
    currency: answer.currency,
    game_id: game.id,
    lang: languageOf(input.lang ?? answer.lang),
    expires_at: new Date(answer.session_expires_at),
  };
  await insertSession(db, session);
  return { ok: true, session, game };
}

/** A session still open, or why not. */
export async function liveSession(
  db: Db,
  id: string,
): Promise<
  { ok: true; session: Session } | { ok: false; reason: 'session_not_found' | 'session_expired' }
> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return { ok: false, reason: 'session_not_found' };
  const session = await findSession(db, id);
  if (!session) return { ok: false, reason: 'session_not_found' };
  if (session.expires_at.getTime() <= Date.now()) return { ok: false, reason: 'session_expired' };
  return { ok: true, session };
}
