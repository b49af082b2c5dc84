/**
 * Group commit for bets. While a batch is at the database, bets that arrive wait in a queue and
 * leave together as the next batch: one `wallet_bets` call, one round trip, one transaction, one
 * WAL flush for all of them (migrations/0007). There is no timer: a bet on a quiet wallet leaves
 * at the end of the event-loop turn it arrived in; under load, batches grow by themselves. How many
 * batches are at the database at once adapts to the machine's flush latency and the load
 * (in-flight.ts), from what each batch measures: its latency, and the part of it PostgreSQL spent
 * working rather than flushing.
 *
 * When the flush dominates (more than the minimum of batches in flight), the first bet after a
 * quiet spell (no answer for `leadGapMs`: the answers of one flush come together, the next flush's
 * a flush later) leaves alone: a lone bet skips the batch's lock statements and its commit reaches
 * the disk in about a third of a batch's time, so the next flush starts that much sooner and the
 * batches sent behind it meet there. It leaves as soon as it is submitted, not at the end of the
 * turn behind the parsing of the flush's other answers; the bets that arrive after it leave with
 * the next free slot.
 *
 * Each bet stays all-or-nothing with its own idempotency key and stored result. If a batch fails
 * as a whole (a concurrent duplicate reference winning a race, a lost connection), PostgreSQL has
 * undone all of it, and its bets are replayed one by one through `single`.
 */
import type { Db } from '../../db/pool';
import { betBatchSize } from '../metrics/registry';
import { InFlightController, type InFlightDecision } from './in-flight';

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
  /**
   * Batches at the database at once, adapted between these. At least two keep both of
   * PostgreSQL's phases (work, flush) busy; more pay off when the flush is slow.
   */
  minInFlight?: number;
  maxInFlight?: number;
  /** Where the adaptation starts (default: minInFlight). */
  initialInFlight?: number;
  /** A fixed number of batches at the database at once instead (tests). */
  inFlight?: number;
  /** Bets per batch at most, so one batch never holds many players' locks for long. */
  maxBatch: number;
  /**
   * With more than the minimum in flight, a bet answered after this long without an answer leads
   * the next flush alone (see above); 0 turns the lead bet off.
   */
  leadGapMs?: number;
}

export const DEFAULT_GROUP_COMMIT: GroupCommitOptions = {
  minInFlight: 2,
  maxInFlight: 12,
  maxBatch: 32,
  leadGapMs: 1,
};

interface BatchAnswer<R> {
  results: R[];
  /** PostgreSQL's own time in wallet_bets. */
  workMs: number;
  /** When the call left, on a connection already open. */
  sentAt: number;
}

interface Waiting<R> {
  bet: QueuedBet;
  submittedAt: number;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitStats {
  batches: number;
  bets: number;
  /** Batches that failed whole and were replayed bet by bet. */
  replayed: number;
  /** Lone bets sent ahead to start a flush (see above). */
  leads: number;
}

/** The number of batches allowed at the database: now, and the highest and lowest so far. */
export interface InFlightStats {
  limit: number;
  high: number;
  low: number;
  decisions: number;
  /** Of the last window: share of batch latency outside wallet_bets (the flush), bets per batch. */
  flushShare: number;
  meanBatch: number;
}

export class BetGroupCommit<R> {
  private queue: Waiting<R>[] = [];
  private running = 0;
  private scheduled = false;
  /** When the last batch was answered, and whether the next batch leads a flush (see above). */
  private lastAnsweredAt = -Infinity;
  private leadNext = false;
  private readonly minInFlight: number;
  private readonly leadGapMs: number;
  private readonly inFlight: InFlightController;
  readonly stats: GroupCommitStats = { batches: 0, bets: 0, replayed: 0, leads: 0 };
  readonly inFlightStats: InFlightStats;

  constructor(
    private readonly db: Db,
    private readonly single: (bet: QueuedBet) => Promise<R>,
    private readonly options: GroupCommitOptions = DEFAULT_GROUP_COMMIT,
    /** Each decision of the in-flight controller (metrics, the bench). */
    private readonly onDecision?: (decision: InFlightDecision) => void,
  ) {
    const fixed = options.inFlight;
    const min = fixed ?? options.minInFlight ?? DEFAULT_GROUP_COMMIT.minInFlight!;
    this.minInFlight = min;
    this.leadGapMs = options.leadGapMs ?? DEFAULT_GROUP_COMMIT.leadGapMs!;
    // Half the pool at most: wins, rollbacks and reads need connections too.
    const poolSize = (db as { options?: { max?: number } }).options?.max ?? Infinity;
    const max =
      fixed ??
      Math.max(
        min,
        Math.min(
          options.maxInFlight ?? DEFAULT_GROUP_COMMIT.maxInFlight!,
          Math.floor(poolSize / 2),
        ),
      );
    this.inFlight = new InFlightController({
      min,
      max,
      initial: fixed ?? options.initialInFlight ?? min,
    });
    const limit = this.inFlight.limit;
    this.inFlightStats = {
      limit,
      high: limit,
      low: limit,
      decisions: 0,
      flushShare: 0,
      meanBatch: 0,
    };
  }

  submit(bet: QueuedBet): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ bet, submittedAt: performance.now(), resolve, reject });
      // A lead bet leaves at once, not behind the rest of the flush's answers in this turn.
      if (this.leadsNow() && this.running < this.inFlight.limit) this.dispatch();
      else this.schedule();
    });
  }

  /** Whether the next batch is a lone bet leading a flush (see above). */
  private leadsNow(): boolean {
    return this.leadNext && this.inFlight.limit > this.minInFlight;
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

  /**
   * Shares the waiting bets evenly among the free slots, so no slot ends up carrying a lone bet
   * (but a lead bet, on purpose: see above).
   */
  private dispatch(): void {
    let free = this.inFlight.limit - this.running;
    while (free > 0 && this.queue.length > 0) {
      const lead = this.leadsNow();
      this.leadNext = false;
      const size = lead ? 1 : Math.min(this.options.maxBatch, Math.ceil(this.queue.length / free));
      const batch = this.queue.splice(0, size);
      free--;
      this.running++;
      this.stats.batches++;
      this.stats.bets += batch.length;
      if (lead) this.stats.leads++;
      const leftBetsBehind = free === 0 && this.queue.length > 0;
      void this.send(batch, leftBetsBehind, lead).finally(() => {
        this.running--;
        this.schedule();
      });
    }
  }

  private learn(
    batch: Waiting<R>[],
    sentAt: number,
    workMs: number,
    leftBetsBehind: boolean,
    lead: boolean,
  ): void {
    const answeredAt = performance.now();
    if (this.leadGapMs > 0 && answeredAt - this.lastAnsweredAt >= this.leadGapMs)
      this.leadNext = true;
    this.lastAnsweredAt = answeredAt;
    const decision = this.inFlight.record({
      at: answeredAt,
      bets: batch.length,
      latencyMs: answeredAt - sentAt,
      workMs,
      betWaitMs: batch.reduce((sum, w) => sum + (answeredAt - w.submittedAt), 0),
      leftBetsBehind,
      lead,
    });
    if (!decision) return;
    console.log(JSON.stringify({ ...decision, t: Math.round(answeredAt) }));
    const seen = this.inFlightStats;
    seen.limit = decision.limit;
    seen.high = Math.max(seen.high, decision.limit);
    seen.low = Math.min(seen.low, decision.limit);
    seen.decisions++;
    seen.flushShare = decision.flushShare;
    seen.meanBatch = decision.meanBatch;
    this.onDecision?.(decision);
  }

  private async send(batch: Waiting<R>[], leftBetsBehind: boolean, lead: boolean): Promise<void> {
    betBatchSize.observe(batch.length);
    let answer: BatchAnswer<R>;
    try {
      answer = await this.call(batch.map((w) => w.bet));
    } catch {
      this.stats.replayed++;
      await Promise.all(batch.map((w) => this.single(w.bet).then(w.resolve, w.reject)));
      return;
    }
    this.learn(batch, answer.sentAt, answer.workMs, leftBetsBehind, lead);
    batch.forEach((w, i) => w.resolve(answer.results[i]!));
  }

  /**
   * One `wallet_bets` call on a connection of its own. Its latency counts from the moment the
   * connection is ours: waiting for a free one, or a new one's set-up (TCP, SCRAM), is no flush.
   */
  private async call(bets: QueuedBet[]): Promise<BatchAnswer<R>> {
    const client = await this.db.connect();
    const sentAt = performance.now();
    let rows: Array<{ results: R[]; work_ms: number }>;
    try {
      // work_ms: PostgreSQL's own time in wallet_bets (the function in FROM has run to the end
      // before the select list is computed); the commit's flush comes after it.
      ({ rows } = await client.query<{ results: R[]; work_ms: number }>({
        name: 'wallet_bets',
        text: `SELECT results, 1000 * extract(epoch FROM clock_timestamp() - statement_timestamp())::float8 AS work_ms
                 FROM wallet_bets($1, $2, $3, $4, $5, $6) AS results`,
        values: [
          bets.map((b) => b.source),
          bets.map((b) => b.reference),
          bets.map((b) => b.round),
          bets.map((b) => b.amount),
          bets.map((b) => b.tokenHash),
          bets.map((b) => b.requestHash),
        ],
      }));
    } catch (error) {
      // As pool.query does: a connection whose call failed is not reused.
      client.release(error as Error);
      throw error;
    }
    client.release();
    return { results: rows[0]!.results, workMs: rows[0]!.work_ms, sentAt };
  }
}
