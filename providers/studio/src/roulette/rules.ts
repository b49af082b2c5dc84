/**
 * European roulette (single zero, 37 pockets; docs/games-math.md#roulette): which numbers a bet covers
 * and what it pays to 1. Every valid bet returns 36/37 of its stake on average (house edge 1/37).
 */

export type BetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export interface BetSpec {
  kind: BetKind;
  /** Inside bets: the numbers covered. */
  numbers?: number[];
  /** Dozens and columns: 1, 2 or 3. */
  index?: number;
}

export const PAYOUTS: Record<BetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** The wheel's order of pockets, clockwise from 0. */
export const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every legal inside bet of a kind, as sorted number lists (the layout's 3 columns × 12 rows). */
function insideBets(kind: 'split' | 'street' | 'corner' | 'line'): Set<string> {
  const bets: number[][] = [];
  for (let n = 1; n <= 36; n++) {
    const top = n % 3 === 1;
    const notLastColumn = n % 3 !== 0;
    if (kind === 'split') {
      if (notLastColumn) bets.push([n, n + 1]);
      if (n <= 33) bets.push([n, n + 3]);
    }
    if (kind === 'street' && top) bets.push([n, n + 1, n + 2]);
    if (kind === 'corner' && notLastColumn && n <= 32) bets.push([n, n + 1, n + 3, n + 4]);
    if (kind === 'line' && top && n <= 31) bets.push(range(n, n + 5));
  }
  // The zero's neighbours: splits 0-1, 0-2, 0-3; trios 0-1-2, 0-2-3; the first four 0-1-2-3.
  if (kind === 'split') bets.push([0, 1], [0, 2], [0, 3]);
  if (kind === 'street') bets.push([0, 1, 2], [0, 2, 3]);
  if (kind === 'corner') bets.push([0, 1, 2, 3]);
  return new Set(bets.map(key));
}

const INSIDE = {
  split: insideBets('split'),
  street: insideBets('street'),
  corner: insideBets('corner'),
  line: insideBets('line'),
};

/** The numbers a bet covers, or why it is not a bet. */
export function coveredNumbers(
  bet: BetSpec,
): { ok: true; numbers: number[] } | { ok: false; reason: string } {
  const numbers = bet.numbers ?? [];
  const index = bet.index ?? 0;
  switch (bet.kind) {
    case 'straight':
      return numbers.length === 1 &&
        Number.isInteger(numbers[0]) &&
        numbers[0]! >= 0 &&
        numbers[0]! <= 36
        ? { ok: true, numbers }
        : { ok: false, reason: 'a straight bet covers one number 0–36' };
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return INSIDE[bet.kind].has(key(numbers))
        ? { ok: true, numbers: [...numbers].sort((a, b) => a - b) }
        : { ok: false, reason: `not a ${bet.kind} on the layout` };
    case 'dozen':
      return [1, 2, 3].includes(index)
        ? { ok: true, numbers: range(12 * index - 11, 12 * index) }
        : { ok: false, reason: 'dozen 1, 2 or 3' };
    case 'column':
      return [1, 2, 3].includes(index)
        ? { ok: true, numbers: range(1, 36).filter((n) => n % 3 === index % 3) }
        : { ok: false, reason: 'column 1, 2 or 3' };
    case 'red':
      return { ok: true, numbers: [...RED].sort((a, b) => a - b) };
    case 'black':
      return { ok: true, numbers: range(1, 36).filter((n) => !RED.has(n)) };
    case 'odd':
      return { ok: true, numbers: range(1, 36).filter((n) => n % 2 === 1) };
    case 'even':
      return { ok: true, numbers: range(1, 36).filter((n) => n % 2 === 0) };
    case 'low':
      return { ok: true, numbers: range(1, 18) };
    case 'high':
      return { ok: true, numbers: range(19, 36) };
    default:
      return { ok: false, reason: 'unknown bet' };
  }
}

/** What a bet of `amount` returns when `result` comes up: stake plus winnings, or 0. */
export function betReturn(
  bet: { kind: BetKind; numbers: number[]; amount: number },
  result: number,
): number {
  return bet.numbers.includes(result) ? bet.amount * (PAYOUTS[bet.kind] + 1) : 0;
}
