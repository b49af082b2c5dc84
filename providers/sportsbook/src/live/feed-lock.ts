/**
 * The advisory lock that makes one sportsbook instance the one playing the matches of a database,
 * held on a connection of its own. A lost connection (PostgreSQL restarted, the backend
 * terminated) loses the lock with it: `held` turns false at once, so the feed stops writing, and
 * `take` tries again (the feed calls it with backoff).
 */
import type pg from 'pg';
import type { Db } from '../db/database';

const FEED_LOCK = 7_340_102;

export class FeedLock {
  private client: pg.PoolClient | null = null;

  constructor(
    private readonly db: Db,
    private readonly onLost: (error: unknown) => void = () => undefined,
  ) {}

  get held(): boolean {
    return this.client !== null;
  }

  /** Takes the lock; false when another instance holds it. */
  async take(): Promise<boolean> {
    if (this.client) return true;
    const client = await this.db.connect();
    client.on('error', (error) => {
      if (this.client !== client) return;
      this.client = null;
      client.release(true);
      this.onLost(error);
    });
    try {
      const { rows } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS ok',
        [FEED_LOCK],
      );
      if (!rows[0]!.ok) {
        client.release(true);
        return false;
      }
    } catch (error) {
      client.release(true);
      throw error;
    }
    this.client = client;
    return true;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query('SELECT pg_advisory_unlock($1)', [FEED_LOCK]).catch(() => undefined);
    client.release(true);
  }
}
