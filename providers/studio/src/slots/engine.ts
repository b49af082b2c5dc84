/**
 * The rules of a slot spin, shared by the server that pays and the computation that proves the
 * RTP: what a window shows for given stops, what each payline and the scatters pay, how many free
 * spins a spin awards, and a whole round (base spin plus its free spins). Amounts here are in
 * multiples of the line bet ("units"); the service turns them into millimes.
 */
import type { SlotModel } from './model';

export interface LineWin {
  /** Index into model.lines. */
  line: number;
  symbol: number;
  count: number;
  /** Units (line bets), before any free-spin multiplier. */
  pay: number;
}

export interface SpinOutcome {
  stops: number[];
  /** window[reel][row] = symbol index. */
  window: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** Units (line bets): the scatter pay times the number of lines. */
  scatterPay: number;
  /** Free spins this spin awards. */
  award: number;
  /** Units after the multiplier (1 in the base game). */
  pay: number;
}

export interface RoundOutcome {
  base: SpinOutcome;
  free: SpinOutcome[];
  /** Units: base pay plus every free spin's pay. */
  pay: number;
}

/** Random integer in [0, n); the server passes crypto.randomInt. */
export type DrawInt = (n: number) => number;

/**
 * A round never plays more free spins than this. Retriggers form a subcritical branching process
 * (expected spins per spin < 1, checked by the RTP computation), so reaching the cap has a
 * probability far below 1e-30 for every model here and changes no printed digit of any RTP.
 */
export const FREE_SPIN_CAP = 2000;

export function windowAt(strips: number[][], stops: number[], rows: number): number[][] {
  return strips.map((strip, reel) => {
    const column: number[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    return column;
  });
}

/**
 * Pay of the symbols on one line, read from the leftmost reel: the longest run of one regular
 * symbol (wilds standing in for it), or the run of wilds alone when that pays more. A scatter
 * ends a run.
 */
export function linePay(
  model: SlotModel,
  symbols: ArrayLike<number>,
): { symbol: number; count: number; pay: number } {
  const kinds = model.symbols;
  const n = symbols.length;
  let wildRun = 0;
  while (wildRun < n && kinds[symbols[wildRun]!]!.kind === 'wild') wildRun++;
  const wildPay = wildRun > 0 ? (kinds[symbols[0]!]!.pays[wildRun] ?? 0) : 0;
  if (wildRun === n || kinds[symbols[wildRun]!]!.kind === 'scatter') {
    return { symbol: symbols[0]!, count: wildRun, pay: wildPay };
  }
  const first = symbols[wildRun]!;
  let run = wildRun;
  while (run < n && (symbols[run] === first || kinds[symbols[run]!]!.kind === 'wild')) run++;
  const pay = kinds[first]!.pays[run] ?? 0;
  return pay >= wildPay
    ? { symbol: first, count: run, pay }
    : { symbol: symbols[0]!, count: wildRun, pay: wildPay };
}

export function evaluateWindow(
  model: SlotModel,
  window: number[][],
  stops: number[],
  multiplier: number,
): SpinOutcome {
  const lineWins: LineWin[] = [];
  const onLine: number[] = new Array(window.length);
  model.lines.forEach((rows, line) => {
    for (let reel = 0; reel < window.length; reel++) onLine[reel] = window[reel]![rows[reel]!]!;
    const win = linePay(model, onLine);
    if (win.pay > 0) lineWins.push({ line, ...win });
  });
  let scatters = 0;
  for (const column of window)
    for (const symbol of column) if (model.symbols[symbol]!.kind === 'scatter') scatters++;
  const scatterPay = (model.scatterPays[scatters] ?? 0) * model.lines.length;
  const award = model.freeSpins.awards[scatters] ?? 0;
  const linesTotal = lineWins.reduce((sum, win) => sum + win.pay, 0);
  return {
    stops,
    window,
    lineWins,
    scatters,
    scatterPay,
    award,
    pay: (linesTotal + scatterPay) * multiplier,
  };
}

export function spin(
  model: SlotModel,
  strips: number[][],
  draw: DrawInt,
  multiplier: number,
): SpinOutcome {
  const stops = strips.map((strip) => draw(strip.length));
  return evaluateWindow(model, windowAt(strips, stops, model.rows), stops, multiplier);
}

/** A base spin and, when it awards them, its free spins (retriggers added while they last). */
export function playRound(model: SlotModel, draw: DrawInt): RoundOutcome {
  const base = spin(model, model.baseStrips, draw, 1);
  const free: SpinOutcome[] = [];
  let left = base.award;
  while (left > 0 && free.length < FREE_SPIN_CAP) {
    left--;
    const outcome = spin(model, model.freeStrips, draw, model.freeSpins.multiplier);
    free.push(outcome);
    if (model.freeSpins.retrigger) left += outcome.award;
  }
  return { base, free, pay: base.pay + free.reduce((sum, outcome) => sum + outcome.pay, 0) };
}
