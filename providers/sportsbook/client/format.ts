/** Money and odds as the player reads them: millimes as TND with two decimals; odds in the chosen format. */
import { formatMoney, millimes } from '@casino/shared/money';

export type OddsFormat = 'decimal' | 'fractional' | 'american';

/** The site's one formatter (`@casino/shared/money`): the frame reads as the site's header does. */
export function money(amount: number, currency = 'TND'): string {
  return formatMoney(millimes(amount), currency);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Odds in hundredths (235 = 2.35) in the player's format. */
export function odds(hundredths: number, format: OddsFormat): string {
  if (format === 'fractional') {
    const top = hundredths - 100;
    const d = gcd(top, 100);
    return `${top / d}/${100 / d}`;
  }
  if (format === 'american') {
    return hundredths >= 200
      ? `+${hundredths - 100}`
      : `-${Math.round(10_000 / (hundredths - 100))}`;
  }
  return (hundredths / 100).toFixed(2);
}

/** stake × Π odds, rounded down, as the book pays it. */
export function potentialReturn(stake: number, legs: number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const o of legs) {
    numerator *= BigInt(o);
    denominator *= 100n;
  }
  return Number(numerator / denominator);
}

/** "12.5" or "12,50" typed by the player → millimes, or null. */
export function parseStake(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{0,3})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}
