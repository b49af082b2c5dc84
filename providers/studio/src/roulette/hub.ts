/**
 * What every studio instance pushes to its roulette viewers: the round as the leader writes it
 * (PostgreSQL LISTEN), the result only once the result phase has come, recent results, and
 * that a round's wins are paid (`settled`).
 */
import type { Db } from '../db/database';
import { ChannelListener } from '../db/listener';
import type { CrashSocket } from '../crash/hub';
import {
  latestRouletteRound,
  recentResults,
  ROULETTE_CHANNEL,
  rouletteRoundById,
  type RouletteRound,
} from './repository';

export interface PublicRouletteRound {
  id: number;
  phase: RouletteRound['phase'];
  /** ms left in the betting window (betting). */
  bettingEndsIn?: number;
  /** ms since the wheel started (spinning). */
  spinning?: number;
  result?: number;
}

export function publicRouletteRound(round: RouletteRound, now = Date.now()): PublicRouletteRound {
  const base = { id: round.id, phase: round.phase };
  if (round.phase === 'betting')
    return { ...base, bettingEndsIn: Math.max(0, round.betting_ends_at.getTime() - now) };
  if (round.phase === 'spinning') return { ...base, spinning: now - round.spin_at!.getTime() };
  return { ...base, result: round.result! };
}

export class RouletteHub {
  readonly sockets = new Set<CrashSocket>();
  /** A lost database connection or a failed read (the hub carries on once the database is back). */
  onError?: (error: unknown) => void;
  private readonly listener: ChannelListener;

  constructor(
    private readonly db: Db,
    readonly stream: string,
  ) {
    this.listener = new ChannelListener(db, {
      channel: ROULETTE_CHANNEL,
      onNotification: (payload) => {
        const event = JSON.parse(payload) as { stream: string; round: number; event?: string };
        if (event.stream !== this.stream) return;
        // The round's wins are paid: its players read their balance again.
        if (event.event === 'settled')
          return this.broadcast({ type: 'settled', round: event.round });
        return this.push(rouletteRoundById(this.db, event.round));
      },
      // Notifications sent while the connection was down are lost: the round is read again.
      onConnected: () => this.push(latestRouletteRound(this.db, this.stream)),
      onError: (error) => this.onError?.(error),
    });
  }

  /** Whether the hub hears the leader's notifications now (readiness). */
  get listening(): boolean {
    return this.listener.connected;
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener.stop();
  }

  private async push(read: Promise<RouletteRound | undefined>): Promise<void> {
    try {
      const round = await read;
      if (round) this.broadcast({ type: 'round', round: publicRouletteRound(round) });
    } catch (error) {
      this.onError?.(error);
    }
  }

  broadcast(message: unknown): void {
    const data = Buffer.from(JSON.stringify(message));
    for (const socket of this.sockets) socket.send(data, { binary: false });
  }

  async snapshot(): Promise<{
    round?: PublicRouletteRound;
    history: Array<{ id: number; result: number }>;
  }> {
    const round = await latestRouletteRound(this.db, this.stream);
    return {
      round: round && publicRouletteRound(round),
      history: await recentResults(this.db, this.stream, 20),
    };
  }
}
