/**
 * Money arrives as integer millimes (1 TND = 1000 millimes) and is shown with two decimals,
 * thousands grouped by a space ("80 000.00 TND"). The third decimal is cut, not rounded, so a
 * balance is never shown higher than it is (docs/product.md#money-on-screen).
 *
 * Formatting is Intl.NumberFormat's (two fraction digits, `roundingMode: 'trunc'`), fed the exact
 * decimal text of the amount rather than `millimes / 1000` (a binary fraction, which an engine
 * may read as just under the amount before cutting); its group separator is shown as a plain
 * space, the same in every language.
 *
 * Only `Millimes` are formatted: the amounts the API's contract types carry, or a number checked
 * here at a boundary (`millimes()`); a TND float or a bare number does not compile
 * (`millimes-types.test.ts` runs tsc on such calls).
 */
import type { Millimes } from '../api/types';

export type { Millimes };

export interface MoneyParts {
  sign: '' | '-';
  whole: string;
  decimals: string;
}

let dinars: Intl.NumberFormat | undefined;
/**
 * Made on the first amount shown: a page's first Intl.NumberFormat loads ICU's number data
 * (~15 ms, a 60-80 ms task on Lighthouse's phone), which a page showing no amount never pays.
 */
function dinarsFormat(): Intl.NumberFormat {
  dinars ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    roundingMode: 'trunc',
    useGrouping: true,
  });
  return dinars;
}

/** The amount as exact decimal text in dinars: 1234567 -> "1234.567". */
function decimalText(absoluteMillimes: number): `${number}` {
  return `${Math.trunc(absoluteMillimes / 1000)}.${String(absoluteMillimes % 1000).padStart(3, '0')}` as `${number}`;
}

/** A number known to be integer millimes (a constant, a sum the page made): checked, then branded. */
export function millimes(value: number): Millimes {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an amount in millimes: ${value}`);
  return value as Millimes;
}

/** The sum of amounts, still in millimes. */
export function addMillimes(...amounts: Millimes[]): Millimes {
  return millimes(amounts.reduce<number>((sum, amount) => sum + amount, 0));
}

/** The amount without its sign (a movement shown with its own + or -). */
export function absMillimes(amount: Millimes): Millimes {
  return Math.abs(amount) as Millimes;
}

export function splitMoney(millimes: Millimes): MoneyParts {
  if (!Number.isSafeInteger(millimes))
    throw new TypeError(`Not an amount in millimes: ${millimes}`);
  const sign = millimes < 0 ? '-' : '';
  let whole = '';
  let decimals = '';
  for (const part of dinarsFormat().formatToParts(decimalText(Math.abs(millimes)))) {
    if (part.type === 'integer') whole += part.value;
    else if (part.type === 'group') whole += ' ';
    else if (part.type === 'fraction') decimals += part.value;
  }
  return { sign, whole, decimals };
}

/** "1 234.50" */
export function formatAmount(millimes: Millimes): string {
  const { sign, whole, decimals } = splitMoney(millimes);
  return `${sign}${whole}.${decimals}`;
}

/** "1 234.50 TND" */
export function formatMoney(millimes: Millimes, currency = 'TND'): string {
  return `${formatAmount(millimes)} ${currency}`;
}
