/**
 * How many bet batches the group commit keeps at the database at once (see group-commit.ts),
 * adapted to the machine and the load.
 *
 * A batch's latency has two parts: the work inside PostgreSQL (`wallet_bets`: locks, updates,
 * inserts; measured by the database itself) and the rest, mostly the commit's WAL flush (plus the
 * round trip and the API's own delay in reading the answer). When the flush dominates (a slow
 * disk), other batches can work while one flushes, and PostgreSQL flushes the commits that meet
 * there together: with more, smaller batches in flight each bet waits less. When the work dominates
 * (a fast disk), more batches only compete for the CPU and pay more commits: fewer, larger batches
 * do better.
 *
 * The flush share says which way to look; what decides is measured: the time bets wait for their
 * answer. Decisions come once per window (at least `windowMs`, and a few batches per slot; only
 * batches sent inside the window count, so a window measures one limit):
 * - the work clearly dominates (flush under `shrinkBelow`): shrink by a quarter at once;
 * - otherwise, after `firstTrialAfter` windows and then every `probeEvery`, a trial of one more
 *   batch in flight (only while the flush is at least `growAbove` of the latency and there is
 *   something to split: batches of two bets or more, or bets left waiting for a slot) or of one
 *   fewer. A trial alternates windows at
 *   the candidate and at the current limit (`samples` of each, so a drift of the machine's load
 *   hits both alike) and compares the waits window by window: one more is kept only if bets
 *   waited at least `gain` less in every window at the candidate than in any window at the current
 *   limit, one fewer likewise with `-slack` (the default: 3 % less). Neighbouring limits differ by
 *   a few per cent, and on a shared 2-core machine one window's mean wait is off by ±40 %, a stall
 *   doubling it now and then: with no real difference, all of one side's windows beat all of the
 *   other's by chance once in C(2n, n) trials (6 for two windows a side), whatever the noise. (With
 *   one fewer kept whenever it did not lose, noise won half of those trials and dragged a slow
 *   disk's limit from about eight down to four or five; compared on the means of the windows, it
 *   still won often enough for the bench's limit to fall from 8 to 2–4 late in a run.)
 *   A won trial is followed at once by another the same way with twice the step (1, 2, 4 …
 *   batches), so the limit reaches a far-off best point in a few trials (a slow disk wants about
 *   eight, a fast one two); a lost trial of a step of more than one is tried again at once with a
 *   step of one; a lost trial of one step makes that direction wait twice as long before its next
 *   trial, up to `probeEveryMax` windows.
 * - A trial of more batches aims at least at batches of `targetBatch` bets: by Little's law the bets
 *   in the system are their total wait over the window's length, so with 20 bettors and a slow
 *   flush a trial compares 2 with 8 batches. A cold start (the first window) goes there at once,
 *   without a trial: a trial spends half its windows at the old limit, which on a slow disk cost
 *   a tenth of the first ten seconds' bets. When the flush dominates, a batch's own
 *   work should be small beside it (2.5 bets ≈ 0.5 ms of PostgreSQL's time here, against a 3 ms
 *   flush), so that the batches sent after one flush all meet at the next one. A far trial shows a
 *   difference far above the noise, where steps of one did not.
 * So the limit settles where one more batch stops paying and one fewer costs, on any disk, and
 * comes back there when the machine or the load changes.
 */

export interface InFlightOptions {
  min: number;
  max: number;
  /** Where it starts (default: min). */
  initial?: number;
  /** A window lasts at least this long... */
  windowMs?: number;
  /** ...and this many batches per batch in flight. */
  batchesPerSlot?: number;
  /** Trials of one more batch only while the flush is at least this share of a batch's latency. */
  growAbove?: number;
  /** Under this share, the work dominates: shrink without a trial. */
  shrinkBelow?: number;
  /** One more batch is kept only if bets waited at least this much less (0.03 = 3 %)... */
  gain?: number;
  /** ...one fewer unless they waited more than this much longer (0: not longer at all; -0.03: at
   * least 3 % less). */
  slack?: number;
  /** A trial of more batches aims at least at this many bets per batch (while the flush dominates). */
  targetBatch?: number;
  /** Windows of each side in a trial. */
  samples?: number;
  /** Windows before the first trial. */
  firstTrialAfter?: number;
  /** Windows between trials, doubled for a direction after each trial it lost... */
  probeEvery?: number;
  /** ...up to this. */
  probeEveryMax?: number;
}

/** One batch as the group commit saw it. */
export interface BatchSample {
  /** When it was answered (ms, monotonic clock). */
  at: number;
  bets: number;
  /** From sending the batch to its answer (the commit included). */
  latencyMs: number;
  /** Time PostgreSQL spent in `wallet_bets` itself (the commit's flush excluded). */
  workMs: number;
  /** Sum over its bets of the time from `submit` to the answer (queueing included). */
  betWaitMs: number;
  /** Whether bets were still queued, with no free slot, when this batch left. */
  leftBetsBehind: boolean;
  /**
   * A lone bet sent ahead to start a flush (group-commit.ts): its bets and their wait count, but
   * not its latency nor its size (almost all flush by design, it would say the flush dominates).
   */
  lead?: boolean;
}

/**
 * hold: nothing changes; shrink: the work dominates; trial: a trial switches windows between its
 * candidate and the current limit; grow / lower: a trial's candidate won and is the new limit;
 * keep: a trial lost, the limit stays.
 */
export type InFlightAction = 'hold' | 'shrink' | 'trial' | 'grow' | 'lower' | 'keep';

export interface InFlightDecision {
  action: InFlightAction;
  /** The limit in force after the decision. */
  limit: number;
  /** Of the window that led to it: share of batch latency outside `wallet_bets` (the flush, mostly). */
  flushShare: number;
  /** Mean time a bet of the window waited for its answer. */
  betWaitMs: number;
  meanBatch: number;
}

type Direction = 'up' | 'down';

interface Window {
  startedAt: number | undefined;
  endedAt: number;
  /** Batches other than lead bets, and all bets (leads' included). */
  batches: number;
  bets: number;
  leadBets: number;
  latencyMs: number;
  workMs: number;
  betWaitMs: number;
  leftBehind: boolean;
}

interface Trial {
  direction: Direction;
  step: number;
  base: number;
  candidate: number;
  baseWaits: number[];
  candidateWaits: number[];
}

const emptyWindow = (startedAt?: number): Window => ({
  startedAt,
  endedAt: startedAt ?? 0,
  batches: 0,
  bets: 0,
  leadBets: 0,
  latencyMs: 0,
  workMs: 0,
  betWaitMs: 0,
  leftBehind: false,
});

export class InFlightController {
  private current: number;
  private window = emptyWindow();
  private trial: Trial | undefined;
  private sinceTrial = 0;
  /** Whether the first window has been judged (the start, from the model, without a trial). */
  private started = false;
  /** Windows to wait before the next trial in each direction (doubled by each loss). */
  private readonly wait: Record<Direction, number>;
  private preferred: Direction = 'up';
  /** The next trial's step in each direction: doubled by each win, back to one after a loss. */
  private readonly step: Record<Direction, number> = { up: 1, down: 1 };
  private readonly options: Required<InFlightOptions>;

  constructor(options: InFlightOptions) {
    if (!(options.min >= 1 && options.max >= options.min))
      throw new Error('in-flight limits need 1 <= min <= max');
    this.options = {
      initial: options.min,
      windowMs: 200,
      batchesPerSlot: 4,
      growAbove: 0.5,
      shrinkBelow: 0.25,
      gain: 0.03,
      slack: -0.03,
      targetBatch: 2.5,
      samples: 2,
      firstTrialAfter: 2,
      probeEvery: 5,
      probeEveryMax: 80,
      ...options,
    };
    this.current = Math.min(this.options.max, Math.max(this.options.min, this.options.initial));
    this.wait = { up: this.options.firstTrialAfter, down: this.options.firstTrialAfter };
  }

  /** Batches allowed at the database now. */
  get limit(): number {
    return this.current;
  }

  /** Takes one finished batch; answers the decision when it closes a window. */
  record(sample: BatchSample): InFlightDecision | undefined {
    const w = this.window;
    const sentAt = sample.at - sample.latencyMs;
    w.startedAt ??= sentAt;
    // Sent before the window began: it ran under the previous limit.
    if (sentAt < w.startedAt) return undefined;
    w.bets += sample.bets;
    w.betWaitMs += sample.betWaitMs;
    if (sample.lead) w.leadBets += sample.bets;
    else {
      w.batches++;
      w.latencyMs += sample.latencyMs;
      w.workMs += Math.min(Math.max(sample.workMs, 0), sample.latencyMs);
    }
    w.leftBehind ||= sample.leftBetsBehind;
    w.endedAt = sample.at;
    if (
      w.batches < this.options.batchesPerSlot * this.current ||
      sample.at - w.startedAt < this.options.windowMs
    )
      return undefined;
    this.window = emptyWindow(sample.at);
    return this.decide(w);
  }

  private decide(w: Window): InFlightDecision {
    const { min, max, growAbove, shrinkBelow, targetBatch } = this.options;
    const flushShare = w.latencyMs > 0 ? (w.latencyMs - w.workMs) / w.latencyMs : 0;
    const betWaitMs = w.betWaitMs / w.bets;
    const meanBatch = (w.bets - w.leadBets) / Math.max(w.batches, 1);
    const answer = (action: InFlightAction): InFlightDecision => ({
      action,
      limit: this.current,
      flushShare,
      betWaitMs,
      meanBatch,
    });

    if (this.trial) return answer(this.trialStep(this.trial, betWaitMs));

    // Bets in the system (Little's law): their total wait over the window's length.
    const inSystem = w.betWaitMs / Math.max(w.endedAt - (w.startedAt ?? w.endedAt), 1);
    const aimed = Math.min(max, Math.ceil(inSystem / targetBatch));
    const splittable = flushShare >= growAbove && (meanBatch >= 2 || w.leftBehind);
    if (!this.started) {
      // A cold start goes where the model points at once; trials then refine it.
      this.started = true;
      if (splittable && aimed > this.current) {
        this.current = aimed;
        this.step.down = this.farDown();
        return answer('grow');
      }
    }
    this.sinceTrial++;
    if (flushShare < shrinkBelow && this.current > min) {
      this.current = Math.max(min, Math.floor((this.current * 3) / 4));
      this.sinceTrial = 0;
      return answer('shrink');
    }
    const up = splittable && this.current < max && this.sinceTrial >= this.wait.up;
    const down = this.current > min && this.sinceTrial >= this.wait.down;
    const direction = up && down ? this.preferred : up ? 'up' : down ? 'down' : undefined;
    if (!direction) return answer('hold');
    const step = this.step[direction];
    const candidate = Math.min(
      max,
      Math.max(
        min,
        direction === 'up' ? Math.max(this.current + step, aimed) : this.current - step,
      ),
    );
    this.trial = {
      direction,
      step: Math.abs(candidate - this.current),
      base: this.current,
      candidate,
      baseWaits: [betWaitMs],
      candidateWaits: [],
    };
    this.current = candidate;
    return answer('trial');
  }

  /**
   * The first trial of fewer batches after a climb goes half-way back to the minimum: a climb the
   * first window's model or a noisy trial got wrong (a fast disk sent to eight) shows there as a
   * difference far above the noise, where one batch fewer does not; lost, one step is tried next.
   */
  private farDown(): number {
    return Math.max(1, Math.floor((this.current - this.options.min) / 2));
  }

  /** One window of a trial: switch sides until both have their samples, then judge. */
  private trialStep(trial: Trial, betWaitMs: number): InFlightAction {
    const { samples, gain, slack, probeEvery, probeEveryMax } = this.options;
    (this.current === trial.candidate ? trial.candidateWaits : trial.baseWaits).push(betWaitMs);
    if (trial.candidateWaits.length < samples || trial.baseWaits.length < samples) {
      this.current = this.current === trial.candidate ? trial.base : trial.candidate;
      return 'trial';
    }
    // Won only if every window at the candidate beat every window at the current limit by the
    // margin: with no real difference, that happens by chance once in C(2n, n) (6 for two windows
    // a side, 20 for three), whatever the noise, a stall included.
    const candidate = Math.max(...trial.candidateWaits);
    const base = Math.min(...trial.baseWaits);
    const won =
      trial.direction === 'up' ? candidate <= base * (1 - gain) : candidate <= base * (1 + slack);
    const other: Direction = trial.direction === 'up' ? 'down' : 'up';
    this.trial = undefined;
    this.sinceTrial = 0;
    if (won) {
      this.current = trial.candidate;
      // Keep going the same way at once, twice as far; the other way is where it came from.
      this.step[trial.direction] = trial.step * 2;
      this.step[other] = other === 'down' ? this.farDown() : 1;
      this.wait[trial.direction] = 0;
      this.wait[other] = probeEvery;
      this.preferred = trial.direction;
      return trial.direction === 'up' ? 'grow' : 'lower';
    }
    this.current = trial.base;
    this.step[trial.direction] = 1;
    if (trial.step > 1) {
      // Too far: one step that way is still untried.
      this.wait[trial.direction] = 0;
      this.preferred = trial.direction;
      return 'keep';
    }
    this.wait[trial.direction] = Math.min(
      probeEveryMax,
      Math.max(probeEvery, this.wait[trial.direction] * 2),
    );
    this.preferred = other;
    return 'keep';
  }
}
