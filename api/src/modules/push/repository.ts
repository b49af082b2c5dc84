/** The balance push's SQL: stream tickets, live sessions, a player's balances, the pools. */
import type { Db } from '../../db/pool';
import { balanceVersionSql } from '../players/repository';

export interface TicketOwner {
  playerId: number;
  sessionId: number;
}

export async function insertTicket(
  db: Db,
  ticketHash: Buffer,
  owner: TicketOwner,
  ttlSeconds: number,
): Promise<void> {
  await db.query(
    `INSERT INTO stream_tickets (ticket_hash, player_id, session_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [ticketHash, owner.playerId, owner.sessionId, ttlSeconds],
  );
}

/**
 * Spends a ticket: the first caller (on any instance) gets its owner, provided the ticket is
 * unexpired and its session still live; everyone after gets nothing.
 */
export async function spendTicket(db: Db, ticketHash: Buffer): Promise<TicketOwner | undefined> {
  const { rows } = await db.query<TicketOwner>(
    `WITH spent AS (
       UPDATE stream_tickets SET used_at = now()
        WHERE ticket_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING player_id, session_id
     )
     SELECT spent.player_id::int AS "playerId", spent.session_id::int AS "sessionId"
       FROM spent
       JOIN sessions s ON s.id = spent.session_id AND s.player_id = spent.player_id
       JOIN players p ON p.id = s.player_id
      WHERE s.revoked_at IS NULL AND s.expires_at > now() AND NOT p.blocked`,
    [ticketHash],
  );
  return rows[0];
}

export async function purgeTickets(db: Db): Promise<void> {
  await db.query(`DELETE FROM stream_tickets WHERE expires_at < now() - interval '1 minute'`);
}

/** Of these sessions, the ones still live (not revoked, not expired, player not blocked). */
export async function liveSessionIds(db: Db, sessionIds: number[]): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT s.id::int AS id FROM sessions s JOIN players p ON p.id = s.player_id
      WHERE s.id = ANY($1::bigint[]) AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT p.blocked`,
    [sessionIds],
  );
  return new Set(rows.map((r) => r.id));
}

export interface PlayerBalance {
  balance: number;
  bonus: number;
  /** The balances' version (`balanceVersionSql`), as `/UserDetails` gives it. */
  version: number;
}

export async function playerBalance(db: Db, playerId: number): Promise<PlayerBalance> {
  const { rows } = await db.query<PlayerBalance>(
    `SELECT c.balance, b.balance AS bonus, ${balanceVersionSql('c.player_id')} AS version
       FROM accounts c JOIN accounts b ON b.player_id = c.player_id AND b.kind = 'bonus'
      WHERE c.player_id = $1 AND c.kind = 'cash'`,
    [playerId],
  );
  return rows[0] ?? { balance: 0, bonus: 0, version: 0 };
}

export interface PoolAmounts {
  diamond: number;
  golden: number;
  silver: number;
  bronze: number;
}

export async function poolAmounts(db: Db): Promise<PoolAmounts> {
  const { rows } = await db.query<{ tier: string; amount: number }>(
    'SELECT tier, amount FROM jackpot_pools',
  );
  const amount = (tier: string) => rows.find((r) => r.tier === tier)?.amount ?? 0;
  return {
    diamond: amount('Diamond'),
    golden: amount('Golden'),
    silver: amount('Silver'),
    bronze: amount('Bronze'),
  };
}
