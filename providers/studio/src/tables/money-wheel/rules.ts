/**
 * Money wheels (docs/games-math.md#money-wheel): a 54-segment wheel of numbers 1, 2, 5 and 10,
 * multiplier segments and bonus segments, one layout per theme. A number pays its own value to 1.
 * A multiplier segment (2×, 7×, …) starts a bonus spin: the wheel turns again and whatever wins on
 * it is multiplied (multipliers accumulate). A bonus segment turns the bonus wheel, whose stop is
 * the multiplier the bonus bet is paid to 1 (times the accumulated multiplier); numbers lose.
 */
import type { FairDraw } from '../fair-draw';

export type Segment =
  | { kind: 'number'; value: 1 | 2 | 5 | 10 }
  | { kind: 'multiplier'; factor: number }
  | { kind: 'bonus' };

export type WheelTheme = 'money-drop' | 'dream-wheel' | 'crazy-coins';

export interface WheelLayout {
  theme: WheelTheme;
  /** The 54 segments in wheel order, clockwise from the pointer's rest. */
  segments: Segment[];
  /** The bonus wheel's stops: each is a multiplier, all equally likely. */
  bonusWheel: number[];
}

export const NUMBERS = [1, 2, 5, 10] as const;
export const SEGMENTS = 54;

interface Counts {
  numbers: Record<(typeof NUMBERS)[number], number>;
  multipliers: number[];
  bonus: number;
  bonusWheel: number[];
}

const COUNTS: Record<WheelTheme, Counts> = {
  'money-drop': {
    numbers: { 1: 23, 2: 15, 5: 7, 10: 4 },
    multipliers: [2, 7],
    bonus: 3,
    bonusWheel: [5, 5, 10, 10, 10, 15, 15, 20, 20, 25],
  },
  'dream-wheel': {
    numbers: { 1: 23, 2: 15, 5: 7, 10: 4 },
    multipliers: [2, 2, 5],
    bonus: 2,
    bonusWheel: [5, 10, 15, 20, 20, 25, 30, 40],
  },
  'crazy-coins': {
    numbers: { 1: 22, 2: 15, 5: 7, 10: 4 },
    multipliers: [2, 2, 2, 3],
    bonus: 2,
    bonusWheel: [5, 10, 15, 20, 20, 25, 30, 40],
  },
};

/**
 * Spreads each kind of segment evenly around the wheel: a kind with c segments wants positions
 * (i + ½) · 54 / c; all wishes sorted give the order, so no kind bunches up on one side.
 */
function spread(groups: Segment[][]): Segment[] {
  const wishes: Array<{ at: number; order: number; segment: Segment }> = [];
  groups.forEach((group, g) =>
    group.forEach((segment, i) =>
      wishes.push({
        at: ((i + 0.5) * SEGMENTS) / group.length + g * 0.37,
        order: wishes.length,
        segment,
      }),
    ),
  );
  wishes.sort((a, b) => a.at - b.at || a.order - b.order);
  return wishes.map((w) => w.segment);
}

function layoutOf(theme: WheelTheme): WheelLayout {
  const counts = COUNTS[theme];
  const groups: Segment[][] = NUMBERS.map((value) =>
    Array.from({ length: counts.numbers[value] }, () => ({ kind: 'number' as const, value })),
  );
  groups.push(counts.multipliers.map((factor) => ({ kind: 'multiplier' as const, factor })));
  groups.push(Array.from({ length: counts.bonus }, () => ({ kind: 'bonus' as const })));
  const segments = spread(groups);
  if (segments.length !== SEGMENTS) throw new Error(`${theme}: ${segments.length} segments`);
  return { theme, segments, bonusWheel: counts.bonusWheel };
}

export const LAYOUTS: Record<WheelTheme, WheelLayout> = {
  'money-drop': layoutOf('money-drop'),
  'dream-wheel': layoutOf('dream-wheel'),
  'crazy-coins': layoutOf('crazy-coins'),
};

/** The theme a table's name names ("Tunis Money Drop" → money-drop); Money Drop by default. */
export function wheelThemeOf(name: string): WheelTheme {
  if (/dream/i.test(name)) return 'dream-wheel';
  if (/crazy|coin/i.test(name)) return 'crazy-coins';
  return 'money-drop';
}

export interface WheelSpin {
  /** Every stop of the round: the multiplier stops, then the final one. */
  stops: number[];
  /** The product of the multiplier segments passed (1 without). */
  multiplier: number;
  /** The final segment. */
  result: Segment;
  /** The bonus wheel's stop index when the result is a bonus segment. */
  bonusStop?: number;
}

/** Spins the wheel from the round's fair stream (again after each multiplier segment). */
export function spinWheel(layout: WheelLayout, draw: FairDraw): WheelSpin {
  const stops: number[] = [];
  let multiplier = 1;
  for (;;) {
    const stop = draw.int(SEGMENTS);
    stops.push(stop);
    const segment = layout.segments[stop]!;
    if (segment.kind === 'multiplier') {
      multiplier *= segment.factor;
      continue;
    }
    if (segment.kind === 'bonus')
      return { stops, multiplier, result: segment, bonusStop: draw.int(layout.bonusWheel.length) };
    return { stops, multiplier, result: segment };
  }
}

export type WheelBet = { kind: 'number'; value: (typeof NUMBERS)[number] } | { kind: 'bonus' };

/** The bet's payout to 1 in this spin (0 when it loses). */
export function payoutOf(bet: WheelBet, spin: WheelSpin, layout: WheelLayout): number {
  const { result } = spin;
  if (bet.kind === 'bonus')
    return result.kind === 'bonus' ? layout.bonusWheel[spin.bonusStop!]! * spin.multiplier : 0;
  return result.kind === 'number' && result.value === bet.value ? bet.value * spin.multiplier : 0;
}

/** What a stake returns in millimes, stake included (0 when the bet loses). */
export function returnOf(
  bet: WheelBet,
  spin: WheelSpin,
  layout: WheelLayout,
  stake: number,
): number {
  const payout = payoutOf(bet, spin, layout);
  return payout === 0 ? 0 : stake * (payout + 1);
}

export function parseWheelBet(input: unknown): WheelBet | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'bet' };
  const fields = input as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  if (fields.kind === 'bonus') return keys === 'kind' ? { kind: 'bonus' } : { error: 'fields' };
  if (fields.kind === 'number') {
    if (keys !== 'kind,value') return { error: 'fields' };
    const value = NUMBERS.find((n) => n === fields.value);
    return value === undefined ? { error: 'value' } : { kind: 'number', value };
  }
  return { error: 'kind' };
}

export const everyWheelBet = (): WheelBet[] => [
  ...NUMBERS.map((value) => ({ kind: 'number' as const, value })),
  { kind: 'bonus' },
];

export const betLabel = (bet: WheelBet): string =>
  bet.kind === 'bonus' ? 'bonus' : `number-${bet.value}`;
