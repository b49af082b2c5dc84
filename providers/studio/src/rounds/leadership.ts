/**
 * One leader per shared round stream across studio instances: the instance holding the stream's
 * PostgreSQL advisory lock (on a connection of its own) runs the rounds; the others wait for the
 * lock and relay what the leader writes. When the leader stops or dies its connection goes, the
 * lock with it, and another instance carries on from the rounds' state in the database.
 */
import type pg from 'pg';
import type { Db } from '../db/database';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Advisory lock key of a stream name (the same on every instance). */
export function lockKey(name: string): number {
  let hash = 7_340_100;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

export abstract class StreamLeader {
  protected stopped = false;
  private lockClient?: pg.PoolClient;
  private running?: Promise<void>;
  leading = false;

  constructor(
    protected readonly db: Db,
    private readonly lockName: string,
    protected readonly onError?: (error: unknown) => void,
  ) {}

  /** Runs rounds until stopped; called only while this instance holds the lock. */
  protected abstract lead(): Promise<void>;

  start(): void {
    this.running = this.campaign();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
    const client = this.lockClient;
    this.lockClient = undefined;
    this.leading = false;
    if (client) {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release();
    }
  }

  private async campaign(): Promise<void> {
    while (!this.stopped) {
      try {
        this.lockClient ??= await this.db.connect();
        const { rows } = await this.lockClient.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [lockKey(this.lockName)],
        );
        if (rows[0]!.locked) {
          this.leading = true;
          await this.lead();
        }
      } catch (error) {
        this.onError?.(error);
        this.leading = false;
        // Dropping the connection gives the lock up, so another instance can lead.
        this.lockClient?.release(true);
        this.lockClient = undefined;
      }
      if (!this.stopped) await sleep(500);
    }
  }
}
