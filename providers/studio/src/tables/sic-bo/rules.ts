/**
 * Sic Bo: three dice, the usual bets and their payouts to 1 (docs/games-math.md#sic-bo).
 * A bet's return is the stake times (payout + 1) when it wins and 0 when it loses; the single
 * number bet pays 1, 2 or 3 to 1 as its face shows on one, two or three dice.
 */
import { type FairDraw, rollDie } from '../fair-draw';

export type Dice = readonly [number, number, number];

export type SicBoBet =
  | { kind: 'small' | 'big' | 'odd' | 'even' | 'any-triple' }
  | { kind: 'total'; total: number }
  | { kind: 'triple' | 'double' | 'single'; face: number }
  | { kind: 'combination'; faces: [number, number] };

export type SicBoKind = SicBoBet['kind'];

/** Payout to 1 of each total from 4 to 17 (3 and 18 are triples and not on the layout). */
export const TOTAL_PAYOUTS: Readonly<Record<number, number>> = {
  4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6,
  11: 6, 12: 6, 13: 8, 14: 12, 15: 17, 16: 30, 17: 60,
}; // prettier-ignore

export const PAYOUTS = {
  small: 1,
  big: 1,
  odd: 1,
  even: 1,
  'any-triple': 30,
  triple: 180,
  double: 10,
  combination: 5,
} as const;

const isFace = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** Rolls the round's three dice from its fair stream. */
export function rollDice(draw: FairDraw): Dice {
  return [rollDie(draw), rollDie(draw), rollDie(draw)];
}

const isTriple = (d: Dice) => d[0] === d[1] && d[1] === d[2];
const countOf = (d: Dice, face: number) => d.filter((x) => x === face).length;
const totalOf = (d: Dice) => d[0] + d[1] + d[2];

/** The bet's return per unit staked for these dice (0 when it loses, payout + 1 when it wins). */
export function returnOf(bet: SicBoBet, dice: Dice): number {
  const total = totalOf(dice);
  const triple = isTriple(dice);
  switch (bet.kind) {
    case 'small':
      return !triple && total >= 4 && total <= 10 ? 2 : 0;
    case 'big':
      return !triple && total >= 11 && total <= 17 ? 2 : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? 2 : 0;
    case 'even':
      return !triple && total % 2 === 0 ? 2 : 0;
    case 'any-triple':
      return triple ? PAYOUTS['any-triple'] + 1 : 0;
    case 'total':
      return total === bet.total ? TOTAL_PAYOUTS[bet.total]! + 1 : 0;
    case 'triple':
      return countOf(dice, bet.face) === 3 ? PAYOUTS.triple + 1 : 0;
    case 'double':
      return countOf(dice, bet.face) >= 2 ? PAYOUTS.double + 1 : 0;
    case 'combination':
      return dice.includes(bet.faces[0]) && dice.includes(bet.faces[1])
        ? PAYOUTS.combination + 1
        : 0;
    case 'single': {
      const shown = countOf(dice, bet.face);
      return shown === 0 ? 0 : shown + 1;
    }
  }
}

/**
 * The bet as a message carries it, checked strictly: a known kind with exactly its own fields,
 * integers in range, a combination of two different faces in increasing order. Anything else is
 * refused with the reason.
 */
export function parseSicBoBet(input: unknown): SicBoBet | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'bet' };
  const fields = input as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  switch (fields.kind) {
    case 'small':
    case 'big':
    case 'odd':
    case 'even':
    case 'any-triple':
      return keys === 'kind' ? { kind: fields.kind } : { error: 'fields' };
    case 'total': {
      const total = fields.total;
      if (keys !== 'kind,total') return { error: 'fields' };
      return typeof total === 'number' && Number.isInteger(total) && total >= 4 && total <= 17
        ? { kind: 'total', total }
        : { error: 'total' };
    }
    case 'triple':
    case 'double':
    case 'single':
      if (keys !== 'face,kind') return { error: 'fields' };
      return isFace(fields.face) ? { kind: fields.kind, face: fields.face } : { error: 'face' };
    case 'combination': {
      const faces = fields.faces;
      if (keys !== 'faces,kind') return { error: 'fields' };
      if (!Array.isArray(faces) || faces.length !== 2 || !isFace(faces[0]) || !isFace(faces[1]))
        return { error: 'faces' };
      return faces[0] < faces[1]
        ? { kind: 'combination', faces: [faces[0], faces[1]] }
        : { error: 'faces' };
    }
    default:
      return { error: 'kind' };
  }
}

/** Every distinct bet on the layout (50 of them), for the help screen and the edge table. */
export function everySicBoBet(): SicBoBet[] {
  const bets: SicBoBet[] = [
    { kind: 'small' },
    { kind: 'big' },
    { kind: 'odd' },
    { kind: 'even' },
    { kind: 'any-triple' },
  ];
  for (let total = 4; total <= 17; total++) bets.push({ kind: 'total', total });
  for (let face = 1; face <= 6; face++)
    bets.push({ kind: 'triple', face }, { kind: 'double', face });
  for (let a = 1; a <= 6; a++)
    for (let b = a + 1; b <= 6; b++) bets.push({ kind: 'combination', faces: [a, b] });
  for (let face = 1; face <= 6; face++) bets.push({ kind: 'single', face });
  return bets;
}

/** A short stable label of a bet: "total-4", "combination-1-2", "single-6". */
export function betLabel(bet: SicBoBet): string {
  if (bet.kind === 'total') return `total-${bet.total}`;
  if (bet.kind === 'combination') return `combination-${bet.faces[0]}-${bet.faces[1]}`;
  if ('face' in bet) return `${bet.kind}-${bet.face}`;
  return bet.kind;
}
