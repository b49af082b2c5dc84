/**
 * What every studio instance pushes to the viewers of its table streams: each round as the
 * leaders write it (one PostgreSQL LISTEN for every family), the outcome and the server seed only
 * once the result phase has come, recent results, and that a round's wins are paid (`settled`).
 */
import type { TableFamily } from '../../catalogue/games';
import type { CrashSocket } from '../../crash/hub';
import type { Db } from '../../db/database';
import { ChannelListener } from '../../db/listener';
import {
  finishedTableRounds,
  latestTableRound,
  TABLES_CHANNEL,
  tableRoundById,
  type TableEvent,
  type TableRound,
} from './repository';

export interface PublicTableRound {
  id: number;
  phase: TableRound['phase'];
  /** SHA-256 of the server seed, shown from the start of betting. */
  commitment: string;
  clientSeed: string;
  /** ms left in the betting window (betting). */
  bettingEndsIn?: number;
  /** ms since betting closed (drawing). */
  drawing?: number;
  /** The round's cards or dice, and the seed they came from (result only). */
  outcome?: unknown;
  serverSeed?: string;
}

export function publicTableRound(round: TableRound, now = Date.now()): PublicTableRound {
  const base = {
    id: round.id,
    phase: round.phase,
    commitment: round.commitment,
    clientSeed: round.client_seed,
  };
  if (round.phase === 'betting')
    return { ...base, bettingEndsIn: Math.max(0, round.betting_ends_at.getTime() - now) };
  if (round.phase === 'drawing') return { ...base, drawing: now - round.draw_at!.getTime() };
  return { ...base, outcome: round.outcome, serverSeed: round.server_seed };
}

export class TablesHub {
  private readonly sockets = new Map<TableFamily, Set<CrashSocket>>();
  /** A lost database connection or a failed read (the hub carries on once the database is back). */
  onError?: (error: unknown) => void;
  private readonly listener: ChannelListener;

  constructor(
    private readonly db: Db,
    readonly stream: string,
    readonly families: readonly TableFamily[],
  ) {
    for (const family of families) this.sockets.set(family, new Set());
    this.listener = new ChannelListener(db, {
      channel: TABLES_CHANNEL,
      onNotification: (payload) => {
        const event = JSON.parse(payload) as TableEvent;
        if (event.stream !== this.stream || !this.sockets.has(event.family)) return;
        if (event.event === 'settled')
          return this.broadcast(event.family, { type: 'settled', round: event.round });
        return this.push(event.family, tableRoundById(this.db, event.round));
      },
      // Notifications sent while the connection was down are lost: every stream is read again.
      onConnected: async () => {
        for (const family of this.families)
          await this.push(family, latestTableRound(this.db, family, this.stream));
      },
      onError: (error) => this.onError?.(error),
    });
  }

  /** Whether the hub hears the leaders' notifications now (readiness). */
  get listening(): boolean {
    return this.listener.connected;
  }

  async start(): Promise<void> {
    await this.listener.start();
  }

  async stop(): Promise<void> {
    await this.listener.stop();
  }

  join(family: TableFamily, socket: CrashSocket): () => void {
    const set = this.sockets.get(family)!;
    set.add(socket);
    return () => set.delete(socket);
  }

  private async push(family: TableFamily, read: Promise<TableRound | undefined>): Promise<void> {
    try {
      const round = await read;
      if (round) this.broadcast(family, { type: 'round', round: publicTableRound(round) });
    } catch (error) {
      this.onError?.(error);
    }
  }

  broadcast(family: TableFamily, message: unknown): void {
    const data = Buffer.from(JSON.stringify(message));
    for (const socket of this.sockets.get(family) ?? []) socket.send(data, { binary: false });
  }

  async snapshot(family: TableFamily): Promise<{
    round?: PublicTableRound;
    history: Array<{ id: number; outcome: unknown }>;
  }> {
    const round = await latestTableRound(this.db, family, this.stream);
    const finished = await finishedTableRounds(this.db, { family, stream: this.stream, limit: 20 });
    return {
      round: round && publicTableRound(round),
      history: finished.map((past) => ({ id: past.id, outcome: past.outcome })),
    };
  }
}
