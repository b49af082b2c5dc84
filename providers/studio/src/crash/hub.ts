/**
 * What every studio instance tells its connected crash players: it listens to the leader's
 * notifications (PostgreSQL LISTEN, so it works across instances), reads the round from the
 * database and pushes it; while a round runs it sends the multiplier every tick from its own clock
 * and the round's start. Players on any instance see the same rounds and crash points.
 */
import type pg from 'pg';
import type { Db } from '../db/database';
import { multiplierAt } from './fairness';
import { chainInfo, crashedRounds, latestRound, NOTIFY_CHANNEL, roundById, type CrashRound } from './repository';

export interface CrashSocket {
  send(data: string): void;
}

export interface PublicRound {
  id: number;
  phase: CrashRound['phase'];
  /** ms until betting closes (betting phase). */
  bettingEndsIn?: number;
  /** ms since the start (running phase). */
  elapsed?: number;
  /** Hundredths; only once crashed. */
  crash?: number;
  hash?: string;
}

export function publicRound(round: CrashRound, now = Date.now()): PublicRound {
  const base = { id: round.id, phase: round.phase };
  if (round.phase === 'betting') return { ...base, bettingEndsIn: Math.max(0, round.betting_ends_at.getTime() - now) };
  if (round.phase === 'running') return { ...base, elapsed: now - round.started_at!.getTime() };
  return { ...base, crash: round.crash_point, hash: round.hash };
}

/** Usernames shown to other players: first two letters and stars. */
export const maskName = (username: string) => `${username.slice(0, 2)}***`;

export class CrashHub {
  readonly sockets = new Set<CrashSocket>();
  private listener?: pg.PoolClient;
  private ticker?: NodeJS.Timeout;
  private current?: CrashRound;
  /** Send times of the last ticks (for the benchmark's lag figures). */
  onTick?: (scheduledAt: number, sentAt: number, sockets: number) => void;

  constructor(
    private readonly db: Db,
    readonly stream: string,
    private readonly tickMs: number,
  ) {}

  async start(): Promise<void> {
    this.listener = await this.db.connect();
    this.listener.on('notification', (message) => {
      if (message.channel !== NOTIFY_CHANNEL || !message.payload) return;
      void this.onNotification(JSON.parse(message.payload) as { stream: string; round: number; event: string; [key: string]: unknown });
    });
    await this.listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
    const round = await latestRound(this.db, this.stream);
    if (round) this.follow(round);
  }

  async stop(): Promise<void> {
    clearInterval(this.ticker);
    if (this.listener) {
      await this.listener.query(`UNLISTEN ${NOTIFY_CHANNEL}`).catch(() => undefined);
      this.listener.release();
    }
  }

  broadcast(message: unknown): void {
    const data = JSON.stringify(message);
    for (const socket of this.sockets) socket.send(data);
  }

  /** What a player gets on connecting: the round, recent crash points, the published chain. */
  async snapshot(): Promise<{ round?: PublicRound; history: Array<{ id: number; crash: number }>; chain?: { id: number; terminal_hash: string; salt: string; length: number } }> {
    const round = await latestRound(this.db, this.stream);
    const history = (await crashedRounds(this.db, this.stream, 20)).map((r) => ({ id: r.id, crash: r.crash_point }));
    return { round: round && publicRound(round), history, chain: round ? await chainInfo(this.db, round.chain_id) : undefined };
  }

  private async onNotification(event: { stream: string; round: number; event: string; [key: string]: unknown }): Promise<void> {
    if (event.stream !== this.stream) return;
    if (event.event === 'bet') return this.broadcast({ type: 'bet', round: event.round, player: maskName(String(event.username)), amount: event.amount });
    if (event.event === 'cashed') {
      return this.broadcast({ type: 'cashed', round: event.round, player: maskName(String(event.username)), cashout: event.cashout, win: event.win });
    }
    const round = await roundById(this.db, event.round);
    if (round) this.follow(round);
  }

  private follow(round: CrashRound): void {
    this.current = round;
    clearInterval(this.ticker);
    this.ticker = undefined;
    this.broadcast({ type: 'round', round: publicRound(round) });
    if (round.phase !== 'running') return;
    const started = round.started_at!.getTime();
    let scheduled = Date.now();
    this.ticker = setInterval(() => {
      const now = Date.now();
      scheduled += this.tickMs;
      if (this.current?.id !== round.id || this.current.phase !== 'running') return;
      // Never show a multiplier at or past the crash point: the crash message follows.
      const multiplier = Math.min(multiplierAt(now - started), round.crash_point - 1);
      this.broadcast({ type: 'tick', round: round.id, elapsed: now - started, multiplier });
      this.onTick?.(scheduled, now, this.sockets.size);
    }, this.tickMs);
  }
}
