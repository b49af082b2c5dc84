/**
 * What every studio instance pushes to its roulette viewers: the round as the leader writes it
 * (PostgreSQL LISTEN), the result only once the result phase has come, recent results, and
 * that a round's wins are paid (`settled`).
 */
import type pg from 'pg';
import type { Db } from '../db/database';
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
  private listener?: pg.PoolClient;

  constructor(
    private readonly db: Db,
    readonly stream: string,
  ) {}

  async start(): Promise<void> {
    this.listener = await this.db.connect();
    this.listener.on('notification', (message) => {
      if (message.channel !== ROULETTE_CHANNEL || !message.payload) return;
      const event = JSON.parse(message.payload) as {
        stream: string;
        round: number;
        event?: string;
      };
      if (event.stream !== this.stream) return;
      // The round's wins are paid: its players read their balance again (not sent to all).
      if (event.event === 'settled') return this.broadcast({ type: 'settled', round: event.round });
      void rouletteRoundById(this.db, event.round).then(
        (round) => round && this.broadcast({ type: 'round', round: publicRouletteRound(round) }),
      );
    });
    await this.listener.query(`LISTEN ${ROULETTE_CHANNEL}`);
  }

  async stop(): Promise<void> {
    if (!this.listener) return;
    await this.listener.query(`UNLISTEN ${ROULETTE_CHANNEL}`).catch(() => undefined);
    this.listener.release();
    this.listener = undefined;
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
