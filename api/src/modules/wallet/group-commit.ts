/**
 * Group commit for bets. While a batch is at the database, bets that arrive wait in a queue and
 * leave together as the next batch: one `wallet_bets` call, one round trip, one transaction, one
 * WAL flush for all of them (migrations/0007). There is no timer: a bet on a quiet wallet leaves
 * at the end of the event-loop turn it arrived in; under load, batches grow by themselves.
 *
 * Each bet stays all-or-nothing with its own idempotency key and stored result. If a batch fails
 * as a whole (a concurrent duplicate reference winning a race, a lost connection), PostgreSQL has
 * undone all of it, and its bets are replayed one by one through `single`.
 */
import type { Db } from '../../db/pool';
import { betBatchSize } from '../metrics/registry';

/** What `wallet_bets` needs of one bet, in its argument order. */
export interface QueuedBet {
  source: string;
  reference: string;
  round: string;
  amount: number;
  tokenHash: Buffer;
  requestHash: string;
}

export interface GroupCommitOptions {
  /** Batches at the database at once; two keep both of PostgreSQL's phases (work, flush) busy. */
  inFlight: number;
  /** Bets per batch at most, so one batch never holds many players' locks for long. */
  maxBatch: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = { inFlight: 2, maxBatch: 32 };

interface Waiting<R> {
  bet: QueuedBet;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  batches: number;
  bets: number;
  /** Batches that failed whole and were replayed bet by bet. */
  replayed: number;
}

export class BetGroupCommit<R> {
  private queue: Waiting<R>[] = [];
  private running = 0;
  private scheduled = false;
  readonly stats: GroupCommitStats = { batches: 0, bets: 0, replayed: 0 };

  constructor(
    private readonly db: Db,
    private readonly single: (bet: QueuedBet) => Promise<R>,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
  ) {}

  submit(bet: QueuedBet): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ bet, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Batches leave once the current turn of the event loop is over (no timer): the bets submitted
   * in this turn, and the follow-ups of the bets a finished batch just answered, leave together.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.dispatch();
    });
  }

  /** Shares the waiting bets evenly among the free slots, so no slot ends up carrying a lone bet. */
  private dispatch(): void {
    let free = this.options.inFlight - this.running;
    while (free > 0 && this.queue.length > 0) {
      const size = Math.min(this.options.maxBatch, Math.ceil(this.queue.length / free));
      const batch = this.queue.splice(0, size);
      free--;
      this.running++;
      this.stats.batches++;
      this.stats.bets += batch.length;
      void this.send(batch).finally(() => {
        this.running--;
        this.schedule();
      });
    }
  }

  private async send(batch: Waiting<R>[]): Promise<void> {
    let results: R[];
    betBatchSize.observe(batch.length);
    try {
      const bets = batch.map((w) => w.bet);
      const { rows } = await this.db.query<{ results: R[] }>({
        name: 'wallet_bets',
        text: 'SELECT wallet_bets($1, $2, $3, $4, $5, $6) AS results',
        values: [
          bets.map((b) => b.source),
          bets.map((b) => b.reference),
          bets.map((b) => b.round),
          bets.map((b) => b.amount),
          bets.map((b) => b.tokenHash),
          bets.map((b) => b.requestHash),
        ],
      });
      results = rows[0]!.results;
    } catch {
      this.stats.replayed++;
      await Promise.all(batch.map((w) => this.single(w.bet).then(w.resolve, w.reject)));
      return;
    }
    batch.forEach((w, i) => w.resolve(results[i]!));
  }
}
