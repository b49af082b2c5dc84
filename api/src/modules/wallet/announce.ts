/**
 * Balance announcements: after a movement has committed, the wallet tells the balance streams of
 * every API instance (push/listener.ts) which players' balances moved, through
 * `announce_player_balances` (migration 0015): `pg_notify('player_balance', player_id)` in a
 * transaction of its own that does not wait for the disk.
 *
 * Why not a trigger inside the movement: a transaction that sent NOTIFY holds a database-wide lock
 * from its commit until that commit is durable, so money transactions that notify commit one at a
 * time, each paying its own WAL flush, and batches of bets can no longer share one. An
 * announcement is not money: one lost in a crash costs a stream at most the shell's 5 s poll.
 */
import type { Db } from '../../db/pool';
import { balanceAnnouncementFailures } from '../metrics/registry';
import type { WalletResult } from './service';

export interface Announcement {
  players?: number[];
  /** Hashes of game-session tokens: the players behind them (provider calls name no player). */
  sessions?: Buffer[];
}

/** Whether a ledger answer moved money now (a replayed answer moved it the first time). */
export function moved(result: WalletResult): boolean {
  return result.status === 'ok' && !result.replayed;
}

/** Sends one announcement; never throws (a failure is counted in the metrics). */
export async function announceBalances(db: Db, announcement: Announcement): Promise<void> {
  const players = announcement.players ?? [];
  const sessions = announcement.sessions ?? [];
  if (players.length === 0 && sessions.length === 0) return;
  try {
    await db.query({
      name: 'announce_player_balances',
      text: 'SELECT announce_player_balances($1, $2)',
      values: [players, sessions],
    });
  } catch {
    balanceAnnouncementFailures.inc();
  }
}

const SPACING_MS = 25;

interface Queue {
  sessions: Buffer[];
  sending: boolean;
}
const queues = new WeakMap<Db, Queue>();

/**
 * For the group commit: the sessions of bets answered go out together, after the batches' answers
 * and without making them wait. One announcement at a time per pool, and then a pause of
 * `SPACING_MS`; the bets answered meanwhile go in the next, so under load an announcement covers
 * many batches (at most about 40 a second, each a transaction of its own) for 25 ms of delay.
 */
export function announceSessionSoon(db: Db, session: Buffer): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = { sessions: [], sending: false };
    queues.set(db, queue);
  }
  queue.sessions.push(session);
  if (!queue.sending) void drain(db, queue);
}

async function drain(db: Db, queue: Queue): Promise<void> {
  queue.sending = true;
  // Let the rest of this turn's answers join first.
  await new Promise((resolve) => setImmediate(resolve));
  while (queue.sessions.length > 0) {
    const sessions = queue.sessions;
    queue.sessions = [];
    await announceBalances(db, { sessions });
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS).unref());
  }
  queue.sending = false;
}
