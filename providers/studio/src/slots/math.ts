/**
 * Exact figures of a slot model (docs/games-math.md#slots), all per unit of total bet:
 *
 * - `analyticRtp`: the RTP from the strips' symbol frequencies alone. Each payline crosses every
 *   reel once and a uniform stop shows each strip position with the same probability, so the
 *   symbols of one line are independent with the strips' frequencies: the expected pay of a line
 *   is a sum over symbol tuples. Scatters: the exact distribution of scatters in view, per reel
 *   over its stops, convolved across reels. Free spins: a branching process (each free spin may
 *   award more), E[feature] = E[spins awarded] · E[X] / (1 − E[spins awarded per free spin]).
 * - `exactStatistics`: every stop combination of the base and of the free reels enumerated (the
 *   line pays looked up per symbol tuple, partial tuples carried from reel to reel), giving the
 *   joint law of (win, spins awarded); the second moment of a round and P(win > 0) follow from
 *   the same branching process. Its RTP must equal the analytic one.
 */
import { linePay } from './engine';
import type { SlotModel } from './model';

const isScatter = (model: SlotModel, symbol: number) => model.symbols[symbol]!.kind === 'scatter';

function frequencies(model: SlotModel, strip: number[]): number[] {
  const counts = new Array<number>(model.symbols.length).fill(0);
  for (const symbol of strip) counts[symbol]!++;
  return counts.map((count) => count / strip.length);
}

/** Expected pay of one payline in line bets: a sum over the symbol tuples a line can show. */
export function expectedLinePay(model: SlotModel, strips: number[][]): number {
  const probabilities = strips.map((strip) => frequencies(model, strip));
  const tuple: number[] = new Array(strips.length);
  const walk = (reel: number, p: number): number => {
    if (p === 0) return 0;
    if (reel === strips.length) return p * linePay(model, tuple).pay;
    let sum = 0;
    probabilities[reel]!.forEach((q, symbol) => {
      tuple[reel] = symbol;
      sum += walk(reel + 1, p * q);
    });
    return sum;
  };
  return walk(0, 1);
}

/** P(c scatters in view), c = 0 … reels·rows: per reel over its stops, convolved across reels. */
export function scatterDistribution(model: SlotModel, strips: number[][]): number[] {
  let total = [1];
  for (const strip of strips) {
    const own = new Array<number>(model.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < model.rows; row++)
        if (isScatter(model, strip[(stop + row) % strip.length]!)) count++;
      own[count]! += 1 / strip.length;
    }
    const next = new Array<number>(total.length + model.rows).fill(0);
    total.forEach((p, a) => own.forEach((q, b) => (next[a + b]! += p * q)));
    total = next;
  }
  return total;
}

export interface AnalyticRtp {
  /** Base game return per total bet, lines and scatters. */
  base: number;
  /** Return of the free spins per total bet of the spin that triggered them. */
  feature: number;
  rtp: number;
  triggerProbability: number;
  /** Expected free spins a free spin awards (must stay below 1). */
  retriggerRate: number;
  /** Expected free spins per feature, retriggers included. */
  spinsPerFeature: number;
}

function spinMeans(model: SlotModel, strips: number[][], multiplier: number, awards: boolean) {
  const scatters = scatterDistribution(model, strips);
  const scatterPay = scatters.reduce((sum, p, c) => sum + p * (model.scatterPays[c] ?? 0), 0);
  const linesPay = expectedLinePay(model, strips);
  // Every line has the same law (one cell per reel), so the lines' mean pay per line bet, over
  // lines line bets, is one line's: the total bet's return is linesPay + scatterPay.
  const win = multiplier * (linesPay + scatterPay);
  const spins = awards
    ? scatters.reduce((sum, p, c) => sum + p * (model.freeSpins.awards[c] ?? 0), 0)
    : 0;
  const trigger = scatters.reduce(
    (sum, p, c) => sum + ((model.freeSpins.awards[c] ?? 0) > 0 ? p : 0),
    0,
  );
  return { win, spins, trigger };
}

export function analyticRtp(model: SlotModel): AnalyticRtp {
  const base = spinMeans(model, model.baseStrips, 1, true);
  const free = spinMeans(
    model,
    model.freeStrips,
    model.freeSpins.multiplier,
    model.freeSpins.retrigger,
  );
  if (free.spins >= 1)
    throw new Error(
      `${model.id}: free spins award ${free.spins} spins per spin on average (must be < 1)`,
    );
  const perSpinTree = free.win / (1 - free.spins);
  const feature = base.trigger > 0 ? (base.spins * perSpinTree) / base.trigger : 0;
  return {
    base: base.win,
    feature,
    rtp: base.win + base.spins * perSpinTree,
    triggerProbability: base.trigger,
    retriggerRate: free.spins,
    spinsPerFeature: base.trigger > 0 ? base.spins / base.trigger / (1 - free.spins) : 0,
  };
}

/** Joint moments of (win W in total bets, spins awarded K) over every stop combination. */
export interface SpinMoments {
  combinations: number;
  ew: number;
  ew2: number;
  ek: number;
  ewk: number;
  ekk1: number;
  /** P(W = 0 and K = k) by k. */
  zeroWin: Map<number, number>;
}

export function enumerateSpins(
  model: SlotModel,
  strips: number[][],
  multiplier: number,
  awards: boolean,
): SpinMoments {
  const reels = strips.length;
  const lines = model.lines;
  const symbolCount = model.symbols.length;
  // Pay of every symbol tuple a line can show, indexed by sum(symbol_r * S^r).
  const radix = Array.from({ length: reels }, (_, r) => symbolCount ** r);
  const payOf = new Float64Array(symbolCount ** reels);
  const tuple = new Array<number>(reels).fill(0);
  for (let code = 0; code < payOf.length; code++) {
    let rest = code;
    for (let r = 0; r < reels; r++) {
      tuple[r] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    payOf[code] = linePay(model, tuple).pay;
  }
  const columnScatters = strips.map((strip) =>
    strip.map((_, stop) => {
      let count = 0;
      for (let row = 0; row < model.rows; row++)
        if (isScatter(model, strip[(stop + row) % strip.length]!)) count++;
      return count;
    }),
  );
  const partial = Array.from({ length: reels + 1 }, () => new Float64Array(lines.length));
  const moments: SpinMoments = {
    combinations: 0,
    ew: 0,
    ew2: 0,
    ek: 0,
    ewk: 0,
    ekk1: 0,
    zeroWin: new Map(),
  };
  const scatterUnits = lines.length;
  let sumW = 0,
    sumW2 = 0,
    sumK = 0,
    sumWK = 0,
    sumKK1 = 0,
    count = 0;
  const zero = new Map<number, number>();

  const walk = (reel: number, scatters: number) => {
    const strip = strips[reel]!;
    const from = partial[reel]!;
    const to = partial[reel + 1]!;
    const last = reel === reels - 1;
    for (let stop = 0; stop < strip.length; stop++) {
      const scattersHere = scatters + columnScatters[reel]![stop]!;
      for (let l = 0; l < lines.length; l++) {
        const symbol = strip[(stop + lines[l]![reel]!) % strip.length]!;
        to[l] = from[l]! + symbol * radix[reel]!;
      }
      if (!last) {
        walk(reel + 1, scattersHere);
        continue;
      }
      let pay = 0;
      for (let l = 0; l < lines.length; l++) pay += payOf[to[l]!]!;
      pay += (model.scatterPays[scattersHere] ?? 0) * scatterUnits;
      const w = (pay * multiplier) / lines.length;
      const k = awards ? (model.freeSpins.awards[scattersHere] ?? 0) : 0;
      count++;
      sumW += w;
      sumW2 += w * w;
      sumK += k;
      sumWK += w * k;
      sumKK1 += k * (k - 1);
      if (w === 0) zero.set(k, (zero.get(k) ?? 0) + 1);
    }
  };
  walk(0, 0);
  moments.combinations = count;
  moments.ew = sumW / count;
  moments.ew2 = sumW2 / count;
  moments.ek = sumK / count;
  moments.ewk = sumWK / count;
  moments.ekk1 = sumKK1 / count;
  for (const [k, n] of zero) moments.zeroWin.set(k, n / count);
  return moments;
}

export interface ExactStatistics {
  rtp: number;
  /** P(a round — base spin and its free spins — wins more than 0). */
  hitFrequency: number;
  /** Standard deviation of a round's win per unit of total bet. */
  volatility: number;
  triggerProbability: number;
  combinations: number;
}

/** Smallest root of z = Σ P(X = 0, K = k) z^k: the chance a free spin and its offspring pay 0. */
function zeroTreeProbability(free: SpinMoments): number {
  let z = 0;
  for (let i = 0; i < 10_000; i++) {
    let next = 0;
    for (const [k, p] of free.zeroWin) next += p * z ** k;
    if (Math.abs(next - z) < 1e-16) return next;
    z = next;
  }
  return z;
}

export function exactStatistics(model: SlotModel): ExactStatistics {
  const base = enumerateSpins(model, model.baseStrips, 1, true);
  const free = enumerateSpins(
    model,
    model.freeStrips,
    model.freeSpins.multiplier,
    model.freeSpins.retrigger,
  );
  const tree = free.ew / (1 - free.ek);
  const tree2 = (free.ew2 + 2 * free.ewk * tree + free.ekk1 * tree * tree) / (1 - free.ek);
  const rtp = base.ew + base.ek * tree;
  const second = base.ew2 + 2 * base.ewk * tree + base.ek * tree2 + base.ekk1 * tree * tree;
  const z = zeroTreeProbability(free);
  let lose = 0;
  for (const [k, p] of base.zeroWin) lose += p * z ** k;
  return {
    rtp,
    hitFrequency: 1 - lose,
    volatility: Math.sqrt(second - rtp * rtp),
    triggerProbability: analyticRtp(model).triggerProbability,
    combinations: base.combinations + free.combinations,
  };
}
