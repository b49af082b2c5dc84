/**
 * Provider signatures already accepted, in PostgreSQL (migration 0021) so that every API instance
 * sees them and a restart forgets none: a captured signed request replayed inside its window is
 * refused wherever it is sent. Each row lives until its signed timestamp has left the window, after
 * which the timestamp check refuses the request anyway.
 */
import type { Db } from '../../db/pool';

/** Records a verified signature; false when it was already accepted and has not expired. */
export async function acceptSignature(
  db: Db,
  signatureHex: string,
  expiresAt: Date,
): Promise<boolean> {
  const { rows } = await db.query<{ accepted: boolean }>({
    name: 'accept_signature',
    text: 'SELECT accept_signature($1, $2) AS accepted',
    values: [Buffer.from(signatureHex.toLowerCase(), 'hex'), expiresAt],
  });
  return rows[0]!.accepted;
}

/** Deletes the signatures whose window has passed; answers how many. */
export async function purgeExpiredSignatures(db: Db): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM accepted_signatures WHERE expires_at < now()');
  return rowCount ?? 0;
}
