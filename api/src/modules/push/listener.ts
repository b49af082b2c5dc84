/**
 * One dedicated PostgreSQL connection that LISTENs to the push channels. A lost connection (the
 * server restarted, the network dropped) is opened again with backoff; `onConnected` runs after
 * each (re)connection, since notifications sent while it was down are gone for good.
 */
import pg from 'pg';

export interface ListenerOptions {
  config: pg.ClientConfig;
  channels: string[];
  onNotification(channel: string, payload: string): void;
  onConnected(): void;
  onError?(error: unknown): void;
}

const BACKOFF_MS = [100, 250, 500, 1000, 2000, 5000];

export class NotificationListener {
  #client: pg.Client | undefined;
  #stopped = false;
  #failures = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: ListenerOptions) {}

  /** Resolves after the first attempt; a failed one is retried with backoff. */
  async start(): Promise<void> {
    this.#stopped = false;
    await this.#connect().catch((error: unknown) => {
      this.options.onError?.(error);
      this.#retry();
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client(this.options.config);
    client.on('notification', (message) =>
      this.options.onNotification(message.channel, message.payload ?? ''),
    );
    const lost = (error?: unknown) => {
      if (this.#client !== client) return;
      this.#client = undefined;
      if (error) this.options.onError?.(error);
      client.end().catch(() => undefined);
      this.#retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      for (const channel of this.options.channels)
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#failures = 0;
    this.options.onConnected();
  }

  #retry(): void {
    if (this.#stopped) return;
    const delay = BACKOFF_MS[Math.min(this.#failures, BACKOFF_MS.length - 1)]!;
    this.#failures += 1;
    this.#timer = setTimeout(() => {
      this.#connect().catch((error: unknown) => {
        this.options.onError?.(error);
        this.#retry();
      });
    }, delay);
    this.#timer.unref();
  }
}
