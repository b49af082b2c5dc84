/**
 * A long-lived connection that LISTENs to one channel. A lost connection (PostgreSQL restarted,
 * the backend terminated, the network cut) never ends the process: it is dropped and opened again
 * with backoff, the LISTEN taken again, and `onConnected` runs after each (re)connection, since
 * notifications sent while it was down are gone for good.
 *
 * Notifications are handled one after another, in the order PostgreSQL sent them: a handler that
 * reads before it pushes (a round) must not be overtaken by the next, quicker one (that round's
 * wins are paid), or a client hears of a payment before the result it belongs to.
 */
import type pg from 'pg';
import type { Db } from './database';

/** Waits between reconnection attempts; the last one repeats. */
export const RECONNECT_BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

export const backoffDelay = (failures: number, steps = RECONNECT_BACKOFF_MS) =>
  steps[Math.min(failures, steps.length - 1)]!;

export interface ChannelListenerOptions {
  channel: string;
  /** Awaited before the next notification is handled. */
  onNotification(payload: string): Promise<void> | void;
  /** After each (re)connection, once the LISTEN is in place. */
  onConnected(): Promise<void> | void;
  onError?(error: unknown): void;
}

export class ChannelListener {
  private client?: pg.PoolClient;
  private stopped = false;
  private failures = 0;
  private timer?: NodeJS.Timeout;
  /** Lets the current connection go (destroyed, never back in the pool with its listeners). */
  private drop?: () => void;
  /** The notifications' handling, chained so that each waits for the one before. */
  private handled: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: ChannelListenerOptions,
  ) {}

  /** Whether the LISTEN is in place now (readiness). */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Resolves after the first attempt; a failed one is retried with backoff. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect().catch((error: unknown) => this.lost(error));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    if (!client) return;
    await client.query(`UNLISTEN ${this.options.channel}`).catch(() => undefined);
    this.drop?.();
  }

  private async connect(): Promise<void> {
    const client = await this.db.connect();
    let released = false;
    const drop = () => {
      if (this.client === client) this.client = undefined;
      if (!released) client.release(true);
      released = true;
    };
    this.drop = drop;
    client.on('error', (error) => {
      if (released) return;
      drop();
      this.lost(error);
    });
    client.on('notification', (message) => {
      const payload = message.payload;
      if (message.channel !== this.options.channel || !payload) return;
      this.handled = this.handled
        .then(() => this.options.onNotification(payload))
        .catch((error: unknown) => this.options.onError?.(error));
    });
    try {
      await client.query(`LISTEN ${this.options.channel}`);
      if (this.stopped) return drop();
      this.client = client;
      await this.options.onConnected();
      this.failures = 0;
    } catch (error) {
      // A catch-up that failed is a connection to open again (and catch up once more).
      drop();
      throw error;
    }
  }

  private lost(error: unknown): void {
    this.options.onError?.(error);
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.connect().catch((next: unknown) => this.lost(next)),
      backoffDelay(this.failures++),
    );
  }
}
