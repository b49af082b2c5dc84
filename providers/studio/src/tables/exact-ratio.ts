/**
 * Exact fractions (BigInt numerator and denominator) for the table games' house-edge computations,
 * so a return of 210/216 is held as such and never as a rounded float. The help shows a
 * percentage cut to two decimals, never rounded up.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('a ratio with denominator 0');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

export const add = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Ratio, b: Ratio): Ratio =>
  ratio(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.num, a.den * b.den);
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.num * b.den, a.den * b.num);
export const sum = (items: Ratio[]): Ratio => items.reduce(add, ratio(0));
export const ratioEquals = (a: Ratio, b: Ratio): boolean => a.num === b.num && a.den === b.den;

/** A ratio as a percentage cut (not rounded) to two decimals: 210/216 → "97.22". */
export function percentCut(value: Ratio): string {
  const hundredths = (value.num * 10_000n) / value.den; // BigInt division truncates toward zero
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** The ratio as a float, for printing only. */
export const toNumber = (value: Ratio): number => Number(value.num) / Number(value.den);

/** One bet's exact return to player (stake returned included, per unit staked) and house edge. */
export interface BetEdge {
  bet: string;
  rtp: Ratio;
  edge: Ratio;
}

export const betEdge = (bet: string, rtp: Ratio): BetEdge => ({
  bet,
  rtp,
  edge: sub(ratio(1), rtp),
});

/** A bet's exact return as counted over every outcome: returned millimes over staked millimes. */
export interface ExactReturn {
  returned: bigint;
  staked: bigint;
}

const returnOf = ({ returned, staked }: ExactReturn): Ratio => ratio(returned, staked);

/** The RTP as the help reads it, in percent cut to hundredths: 1946/2000 → "97.30". */
export const rtpPercent = (counted: ExactReturn): string => percentCut(returnOf(counted));

/** The house edge (100 % − RTP) in percent, cut to hundredths. */
export const edgePercent = (counted: ExactReturn): string =>
  percentCut(sub(ratio(1), returnOf(counted)));

/** The RTP as a number (for checks against a published range). */
export const rtpOf = ({ returned, staked }: ExactReturn): number =>
  Number((returned * 1_000_000_000n) / staked) / 1e9;
