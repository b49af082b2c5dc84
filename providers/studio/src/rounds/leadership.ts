/**
 * One leader per shared round stream across studio instances: the instance holding the stream's
 * PostgreSQL advisory lock (on a connection of its own) runs the rounds; the others wait for the
 * lock and relay what the leader writes. When the leader stops or dies its connection goes, the
 * lock with it, and another instance carries on from the rounds' state in the database.
 *
 * A leader whose lock connection is lost (PostgreSQL restarted, the backend terminated) stops
 * leading at once, since another instance may take the lock from then on, and campaigns again
 * with backoff: whoever holds the lock next resumes the rounds where the database has them.
 */
import type pg from 'pg';
import type { Db } from '../db/database';
import { backoffDelay } from '../db/listener';

/** Advisory lock key of a stream name (the same on every instance). */
export function lockKey(name: string): number {
  let hash = 7_340_100;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/** Wait before campaigning again after a lost or refused lock (the lock's holder may be gone). */
const CAMPAIGN_MS = 500;

export abstract class StreamLeader {
  protected stopped = false;
  private lockClient?: pg.PoolClient;
  private running?: Promise<void>;
  private failures = 0;
  /** Pauses of the round loop under way, cut short on stop or a lost lock. */
  private readonly wakers = new Set<() => void>();
  leading = false;

  constructor(
    protected readonly db: Db,
    private readonly lockName: string,
    protected readonly onError?: (error: unknown) => void,
  ) {}

  /** Whether the round loop may go on: not stopped, and the lock still held. */
  protected get active(): boolean {
    return !this.stopped && this.leading;
  }

  /** Waits `ms`, or less when the leader stops or loses the lock (the loop then checks `active`). */
  protected pause(ms: number): Promise<void> {
    return this.active ? this.wait(ms) : Promise.resolve();
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, Math.max(0, ms));
      this.wakers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }

  /**
   * Runs rounds while `active`; called only while this instance holds the lock. It returns (or
   * throws) once the lock is lost, and runs again from the database's state when it is re-taken.
   */
  protected abstract lead(): Promise<void>;

  start(): void {
    this.running = this.campaign();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeAll();
    await this.running?.catch(() => undefined);
    const client = this.lockClient;
    this.lockClient = undefined;
    this.leading = false;
    if (client) {
      await client.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      client.release(true);
    }
  }

  private async lockConnection(): Promise<pg.PoolClient> {
    const client = await this.db.connect();
    client.on('error', (error) => {
      if (this.lockClient !== client) return;
      // The lock went with the connection: stop leading before anyone else can start.
      this.leading = false;
      this.lockClient = undefined;
      client.release(true);
      this.wakeAll();
      this.onError?.(error);
    });
    return client;
  }

  private async campaign(): Promise<void> {
    while (!this.stopped) {
      let failed = false;
      try {
        this.lockClient ??= await this.lockConnection();
        const { rows } = await this.lockClient.query<{ locked: boolean }>(
          'SELECT pg_try_advisory_lock($1) AS locked',
          [lockKey(this.lockName)],
        );
        this.failures = 0;
        if (rows[0]!.locked) {
          this.leading = true;
          await this.lead();
        }
      } catch (error) {
        failed = true;
        this.onError?.(error);
        this.leading = false;
        // Dropping the connection gives the lock up, so another instance can lead.
        const client = this.lockClient;
        this.lockClient = undefined;
        client?.release(true);
      }
      if (!this.stopped) await this.wait(failed ? backoffDelay(this.failures++) : CAMPAIGN_MS);
    }
  }
}
