/**
 * The open balance streams of this instance, by player. A notification names a player; the hub
 * reads that player's balance and writes it to that player's streams only. Reads for one player
 * never overlap: a notification arriving during a read marks the player dirty and one more read
 * follows, so the last thing a stream receives is the balance after the last movement.
 */
import type { Db } from '../../db/pool';
import { liveSessionIds, playerBalance, poolAmounts } from './repository';

export interface Stream {
  readonly playerId: number;
  readonly sessionId: number;
  send(event: string, data: unknown): void;
  /** Ends the stream after a last `end` event naming why. */
  end(reason: 'replaced' | 'session_ended' | 'shutdown'): void;
}

export interface HubLimits {
  maxPerPlayer: number;
  maxConnections: number;
}

export class BalanceHub {
  readonly #byPlayer = new Map<number, Set<Stream>>();
  readonly #reading = new Map<number, boolean>();
  #count = 0;
  #poolsReading = false;
  #poolsDirty = false;

  constructor(
    private readonly db: Db,
    private readonly limits: HubLimits,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  get size(): number {
    return this.#count;
  }

  streamsOf(playerId: number): number {
    return this.#byPlayer.get(playerId)?.size ?? 0;
  }

  /**
   * Adds a stream, or answers 'full' when the instance holds its maximum. A player's streams are
   * bounded too: past the limit the oldest is ended (a reload or a new tab must not lock the
   * player out behind half-dead connections).
   */
  add(stream: Stream): 'ok' | 'full' {
    if (this.#count >= this.limits.maxConnections) return 'full';
    let streams = this.#byPlayer.get(stream.playerId);
    if (!streams) this.#byPlayer.set(stream.playerId, (streams = new Set()));
    while (streams.size >= this.limits.maxPerPlayer) {
      const oldest = streams.values().next().value!;
      this.remove(oldest);
      oldest.end('replaced');
    }
    streams.add(stream);
    this.#count += 1;
    this.playerChanged(stream.playerId);
    void this.#sendPools([stream]);
    return 'ok';
  }

  remove(stream: Stream): void {
    const streams = this.#byPlayer.get(stream.playerId);
    if (!streams?.delete(stream)) return;
    this.#count -= 1;
    if (streams.size === 0) this.#byPlayer.delete(stream.playerId);
  }

  playerChanged(playerId: number): void {
    if (!this.#byPlayer.has(playerId)) return;
    if (this.#reading.has(playerId)) {
      this.#reading.set(playerId, true);
      return;
    }
    this.#reading.set(playerId, false);
    void this.#readAndSend(playerId);
  }

  poolsChanged(): void {
    if (this.#count === 0) return;
    if (this.#poolsReading) {
      this.#poolsDirty = true;
      return;
    }
    this.#poolsReading = true;
    void this.#sendPools(this.#all()).finally(() => {
      this.#poolsReading = false;
      if (this.#poolsDirty) {
        this.#poolsDirty = false;
        this.poolsChanged();
      }
    });
  }

  /** After the listener (re)connects: notifications may have been missed, send everything again. */
  resendAll(): void {
    for (const playerId of this.#byPlayer.keys()) this.playerChanged(playerId);
    this.poolsChanged();
  }

  /** Ends the streams whose session was revoked, expired or whose player was blocked since. */
  async checkSessions(): Promise<void> {
    const streams = this.#all();
    if (streams.length === 0) return;
    const live = await liveSessionIds(this.db, [...new Set(streams.map((s) => s.sessionId))]);
    for (const stream of streams) {
      if (live.has(stream.sessionId)) continue;
      this.remove(stream);
      stream.end('session_ended');
    }
  }

  /** A ping on every stream, so idle proxies keep it open and a dead socket shows. */
  heartbeat(): void {
    for (const stream of this.#all()) stream.send('ping', {});
  }

  endAll(): void {
    for (const stream of this.#all()) {
      this.remove(stream);
      stream.end('shutdown');
    }
  }

  #all(): Stream[] {
    return [...this.#byPlayer.values()].flatMap((streams) => [...streams]);
  }

  async #readAndSend(playerId: number): Promise<void> {
    try {
      const balance = await playerBalance(this.db, playerId);
      for (const stream of this.#byPlayer.get(playerId) ?? []) stream.send('balance', balance);
    } catch (error) {
      this.onError(error);
    }
    const dirty = this.#reading.get(playerId);
    this.#reading.delete(playerId);
    if (dirty) this.playerChanged(playerId);
  }

  async #sendPools(streams: Stream[]): Promise<void> {
    try {
      const pools = await poolAmounts(this.db);
      for (const stream of streams) stream.send('jackpots', pools);
    } catch (error) {
      this.onError(error);
    }
  }
}
