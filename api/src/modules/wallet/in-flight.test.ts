/**
 * The in-flight controller's decisions, fed with batches of a modelled machine: how long bets wait
 * at each number of batches in flight, and which share of a batch's latency is the flush. (The
 * group commit drives it against real PostgreSQL in group-commit.test.ts.)
 */
import { describe, expect, it } from '@rstest/core';
import { InFlightController, type InFlightDecision, type InFlightOptions } from './in-flight';

interface Machine {
  /** Mean wait of a bet at this limit (ms). */
  wait: (limit: number) => number;
  /** Share of a batch's latency outside wallet_bets. */
  flushShare: number;
  betsPerBatch?: number;
  leftBehind?: boolean;
}

const OPTIONS: Omit<InFlightOptions, 'min' | 'max'> = {
  windowMs: 100,
  batchesPerSlot: 4,
  firstTrialAfter: 5,
  probeEvery: 5,
  probeEveryMax: 40,
};

/** Each controller's clock: batches are answered one after another, 10 ms each. */
const clocks = new WeakMap<InFlightController, number>();

/** Runs `windows` windows of the machine through the controller; answers every decision. */
function run(
  controller: InFlightController,
  machine: Machine,
  windows: number,
): InFlightDecision[] {
  const decisions: InFlightDecision[] = [];
  let now = clocks.get(controller) ?? 0;
  while (decisions.length < windows) {
    const latencyMs = 10;
    const bets = machine.betsPerBatch ?? 5;
    now += latencyMs;
    const decision = controller.record({
      at: now,
      bets,
      latencyMs,
      workMs: latencyMs * (1 - machine.flushShare),
      betWaitMs: bets * machine.wait(controller.limit),
      leftBetsBehind: machine.leftBehind ?? false,
    });
    if (decision) decisions.push(decision);
  }
  clocks.set(controller, now);
  return decisions;
}

/**
 * A repeatable noise (mulberry32): each call, a factor within 1 ± 40 %, and one call in ten a
 * stall of 2 to 3 times.
 */
function seededNoise(seed: number): () => number {
  let state = seed >>> 0;
  const unit = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => (unit() < 0.1 ? 2 + unit() : 1 + 0.4 * (2 * unit() - 1));
}

const limits = (decisions: InFlightDecision[]) => decisions.map((d) => d.limit);
const actions = (decisions: InFlightDecision[]) => decisions.map((d) => d.action);

describe('in-flight controller', () => {
  it("counts a lead bet's wait but not its latency: lone bets that are all flush do not hide work that dominates", () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 12 });
    const decisions: InFlightDecision[] = [];
    let now = 0;
    for (let n = 0; decisions.length < 5; n++) {
      now += 10;
      const lead = n % 3 === 2;
      const decision = controller.record({
        at: now,
        bets: lead ? 1 : 5,
        latencyMs: 10,
        workMs: lead ? 0 : 9,
        betWaitMs: lead ? 10 : 50,
        leftBetsBehind: false,
        lead,
      });
      if (decision) decisions.push(decision);
    }
    expect(limits(decisions)).toEqual([9, 6, 4, 3, 2]);
    expect(decisions[0]!.flushShare).toBeCloseTo(0.1);
    expect(decisions[0]!.meanBatch).toBe(5);
  });

  it('shrinks by a quarter per window, without trials, down to the minimum when the work dominates', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 12 });
    const decisions = run(controller, { wait: () => 5, flushShare: 0.1 }, 8);
    expect(limits(decisions)).toEqual([9, 6, 4, 3, 2, 2, 2, 2]);
    expect(actions(decisions)).toEqual([
      'shrink',
      'shrink',
      'shrink',
      'shrink',
      'shrink',
      'hold',
      'hold',
      'hold',
    ]);
    expect(decisions[0]).toMatchObject({
      flushShare: expect.closeTo(0.1, 5),
      betWaitMs: 5,
      meanBatch: 5,
    });
  });

  it('when the flush dominates and more batches make bets wait less, climbs with twice the step per won trial and settles where one more stops paying', () => {
    // Waits fall from 2 to 5 batches in flight, then rise: 5 is best.
    const wait = (limit: number) => ({ 2: 10, 3: 8, 4: 7, 5: 6.5, 6: 6.6, 7: 7 })[limit] ?? 8;
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12 });
    const decisions = run(controller, { wait, flushShare: 0.8 }, 60);
    // Four steady windows, then the first trial alternates candidate (3) and current (2) and is won.
    expect(decisions.slice(0, 8).map((d) => `${d.action} ${d.limit}`)).toEqual([
      'hold 2',
      'hold 2',
      'hold 2',
      'hold 2',
      'trial 3',
      'trial 2',
      'trial 3',
      'grow 3',
    ]);
    // Then 3 → 5 (step 2) is won; 5 → 9 (step 4) is lost and tried again at once with one step,
    // 5 → 6, which is lost too; one fewer, 4, is lost as well.
    const settled = decisions
      .filter((d) => ['grow', 'lower', 'keep', 'shrink'].includes(d.action))
      .map((d) => `${d.action} ${d.limit}`);
    expect(settled.slice(0, 5)).toEqual(['grow 3', 'grow 5', 'keep 5', 'keep 5', 'keep 5']);
    const tried = decisions.filter((d) => d.action === 'trial').map((d) => d.limit);
    expect(new Set(tried)).toEqual(new Set([2, 3, 5, 9, 6, 4]));
    expect(controller.limit).toBe(5);
  });

  it('reaches a far-off best point (a slow disk) in a few trials, where one step at a time took many', () => {
    // Bets wait less and less up to 9 batches in flight.
    const wait = (limit: number) => (limit <= 9 ? 20 - limit : 11 + (limit - 9));
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12 });
    const decisions = run(controller, { wait, flushShare: 0.9 }, 29);
    const grown = decisions.filter((d) => d.action === 'grow').map((d) => d.limit);
    // 9 bets in the system: the cold start goes to 4 at once (batches of 2.5), then trials of
    // twice the step each time one is won: 5, 7; 11 is lost and tried again with one step: 8, 9.
    expect(grown).toEqual([4, 5, 7, 8, 9]);
    // Within the first window + 4 steady windows + 6 trials of 4 windows (one step a trial from
    // 2 needs 7 trials after the steady windows).
    expect(decisions.findIndex((d) => d.action === 'grow' && d.limit === 9)).toBe(
      1 + 4 + 6 * 4 - 1,
    );
    expect(controller.limit).toBe(9);
  });

  it('starts at batches of 2.5 bets when many bets wait on a slow flush (Little: bets in the system = their wait over the time), and aims its trials there', () => {
    // 20 bettors: batches of 10 bets answered every 10 ms, each bet waiting 20 ms at 2 in flight.
    const wait = (limit: number) => ({ 2: 20, 8: 12 })[limit] ?? 16;
    const cold = new InFlightController({ ...OPTIONS, min: 2, max: 10 });
    const first = run(cold, { wait, flushShare: 0.85, betsPerBatch: 10 }, 1);
    expect(first.map((d) => `${d.action} ${d.limit}`)).toEqual(['grow 8']);
    // Later (the cold start past, the load grown): a trial aims there too, not one step up.
    const warm = new InFlightController({ ...OPTIONS, min: 2, max: 10 });
    run(warm, { wait: () => 10, flushShare: 0.85, betsPerBatch: 2 }, 1);
    const decisions = run(warm, { wait, flushShare: 0.85, betsPerBatch: 10 }, 7);
    expect(decisions.slice(3, 7).map((d) => `${d.action} ${d.limit}`)).toEqual([
      'trial 8',
      'trial 2',
      'trial 8',
      'grow 8',
    ]);
  });

  it('keeps the limit when one more batch does not pay, and waits twice as long before each new trial of it', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12 });
    // One more batch would be 2 % better: less than the 3 % a growth must show.
    const decisions = run(
      controller,
      { wait: (limit) => (limit === 2 ? 10 : 9.8), flushShare: 0.8 },
      60,
    );
    expect(controller.limit).toBe(2);
    const trialStarts = decisions.flatMap((d, i) =>
      d.action === 'trial' && decisions[i - 1]?.action !== 'trial' ? [i] : [],
    );
    // Trials begin after 5, then 10, 20 and 40 steady windows (each trial lasts 4 windows).
    expect(trialStarts.map((start, i) => start - (i === 0 ? -1 : trialStarts[i - 1]! + 3))).toEqual(
      [5, 10, 20],
    );
    expect(actions(decisions).filter((a) => a === 'keep')).toHaveLength(3);
    expect(actions(decisions)).not.toContain('grow');
  });

  it('comes down from a limit that is too high when one fewer batch makes bets wait less', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 8 });
    // The flush share is not low enough to shrink at once; each batch fewer pays.
    const decisions = run(controller, { wait: (limit) => limit, flushShare: 0.4 }, 60);
    expect(actions(decisions)).not.toContain('shrink');
    // 8 → 7 → 5 → 2: steps of one, two, then four (held at the minimum).
    expect(decisions.filter((d) => d.action === 'lower').map((d) => d.limit)).toEqual([7, 5, 2]);
    expect(controller.limit).toBe(2);
  });

  it('stays where it is when one fewer batch makes no difference: noise cannot drag the limit down', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 8 });
    // One fewer is 2 % better: within the 3 % noise of neighbouring limits on a slow disk.
    const decisions = run(
      controller,
      { wait: (limit) => 6 * (1 + (limit % 2 ? -0.01 : 0.01)), flushShare: 0.8, betsPerBatch: 1 },
      60,
    );
    expect(actions(decisions)).toContain('keep');
    expect(actions(decisions)).not.toContain('lower');
    expect(controller.limit).toBe(8);
  });

  it('on a noisy slow disk whose waits are flat from 4 to 10 batches, noise does not walk the limit away from where it started', () => {
    // A slow disk on a shared 2-core machine: 4 to 10 batches in flight are alike, 2, 3, 12 make
    // bets wait 10–30 % longer. Each window's mean wait is off by up to ±40 %, and one window in
    // ten is a stall that doubles or triples it (the bench's decision log shows both). Chance wins
    // of trials of one fewer, the step doubled after each, dragged the bench's limit from 8 to 2–4.
    const flat = (limit: number) => ({ 2: 6.5, 3: 5.8, 11: 5.5, 12: 6.5 })[limit] ?? 5;
    const ends: number[] = [];
    const lows: number[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const noise = seededNoise(seed);
      const controller = new InFlightController({ min: 2, max: 12, initial: 8 });
      const decisions = run(
        controller,
        { wait: (limit) => flat(limit) * noise(), flushShare: 0.8, betsPerBatch: 3 },
        200,
      );
      ends.push(controller.limit);
      // The limits it kept (a trial may visit 2 or 3 for a few windows; keeping them costs).
      lows.push(Math.min(...decisions.filter((d) => d.action !== 'trial').map((d) => d.limit)));
    }
    // Judged on the means of two windows a side, chance wins walked it down to 4 in half the runs;
    // window by window it stays within 5-10 (a chance win can still move it, far less often).
    expect(Math.min(...lows)).toBeGreaterThanOrEqual(5);
    expect(Math.min(...ends)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...ends)).toBeLessThanOrEqual(10);
  });

  it('comes back from a climb the first window got wrong (a fast disk sent to eight), under noise', () => {
    // The first window looked like a slow disk; in fact fewer batches make bets wait less (a fast
    // disk, where more batches only pay more commits), and each window is noisy.
    const ends: number[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const noise = seededNoise(seed);
      const controller = new InFlightController({ min: 2, max: 10 });
      const first = run(controller, { wait: () => 20, flushShare: 0.85, betsPerBatch: 10 }, 1);
      expect(first.map((d) => `${d.action} ${d.limit}`)).toEqual(['grow 8']);
      run(controller, { wait: (limit) => (4 + limit) * noise(), flushShare: 0.85 }, 40);
      ends.push(controller.limit);
    }
    // Trials of one batch fewer at a time, judged window by window, left it above 3.
    expect(ends.filter((limit) => limit > 3)).toEqual([]);
  });

  it('does not come down when one fewer batch makes bets wait longer', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 6 });
    const decisions = run(controller, { wait: (limit) => 6 + (6 - limit), flushShare: 0.4 }, 40);
    expect(actions(decisions)).toContain('keep');
    expect(actions(decisions)).not.toContain('lower');
    expect(controller.limit).toBe(6);
  });

  it('tries one more batch only when there is something to split: batches of two bets or more, or bets left waiting', () => {
    const faster = (limit: number) => 10 - limit;
    const lone = new InFlightController({ ...OPTIONS, min: 2, max: 12 });
    expect(
      actions(run(lone, { wait: faster, flushShare: 0.9, betsPerBatch: 1 }, 30)).every(
        (a) => a === 'hold',
      ),
    ).toBe(true);
    const waiting = new InFlightController({ ...OPTIONS, min: 2, max: 12 });
    run(waiting, { wait: faster, flushShare: 0.9, betsPerBatch: 1, leftBehind: true }, 30);
    expect(waiting.limit).toBeGreaterThan(2);
  });

  it('never goes beyond its maximum', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 1, max: 4 });
    const decisions = run(controller, { wait: (limit) => 20 - limit, flushShare: 0.9 }, 40);
    expect(Math.max(...limits(decisions))).toBe(4);
    expect(controller.limit).toBe(4);
  });

  it('counts in a window only the batches sent after it began (the others ran under the previous limit)', () => {
    const controller = new InFlightController({ ...OPTIONS, min: 2, max: 12, initial: 4 });
    const decisions = run(controller, { wait: () => 5, flushShare: 0.1 }, 1);
    expect(decisions).toEqual([expect.objectContaining({ action: 'shrink', limit: 3 })]);
    // A batch sent before that decision, answered after it, with a very different wait: ignored.
    const sentBefore = controller.record({
      at: 410,
      bets: 5,
      latencyMs: 300,
      workMs: 30,
      betWaitMs: 5_000,
      leftBetsBehind: false,
    });
    expect(sentBefore).toBeUndefined();
    const next = run(controller, { wait: () => 5, flushShare: 0.1 }, 1);
    expect(next[0]!.betWaitMs).toBe(5);
  });

  it('refuses limits that make no sense', () => {
    expect(() => new InFlightController({ min: 0, max: 4 })).toThrow();
    expect(() => new InFlightController({ min: 3, max: 2 })).toThrow();
  });
});
