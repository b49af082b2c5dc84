/**
 * Money arrives as integer millimes (1 TND = 1000 millimes) and is shown with two decimals,
 * thousands grouped by a space (as the spec's "80 000.00 TND"). The third decimal is cut, not
 * rounded, so a balance is never shown higher than it is.
 *
 * Formatting is Intl.NumberFormat's (two fraction digits, `roundingMode: 'trunc'`), fed the exact
 * decimal text of the amount rather than `millimes / 1000` (a binary fraction, which an engine
 * may read as just under the amount before cutting); its group separator is shown as the spec's
 * space.
 */
export interface MoneyParts {
  sign: '' | '-';
  whole: string;
  decimals: string;
}

const dinars = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'trunc',
  useGrouping: true,
});

/** The amount as exact decimal text in dinars: 1234567 -> "1234.567". */
function decimalText(absoluteMillimes: number): `${number}` {
  return `${Math.trunc(absoluteMillimes / 1000)}.${String(absoluteMillimes % 1000).padStart(3, '0')}` as `${number}`;
}

export function splitMoney(millimes: number): MoneyParts {
  if (!Number.isSafeInteger(millimes))
    throw new TypeError(`Not an amount in millimes: ${millimes}`);
  const sign = millimes < 0 ? '-' : '';
  let whole = '';
  let decimals = '';
  for (const part of dinars.formatToParts(decimalText(Math.abs(millimes)))) {
    if (part.type === 'integer') whole += part.value;
    else if (part.type === 'group') whole += ' ';
    else if (part.type === 'fraction') decimals += part.value;
  }
  return { sign, whole, decimals };
}

/** "1 234.50" */
export function formatAmount(millimes: number): string {
  const { sign, whole, decimals } = splitMoney(millimes);
  return `${sign}${whole}.${decimals}`;
}

/** "1 234.50 TND" */
export function formatMoney(millimes: number, currency = 'TND'): string {
  return `${formatAmount(millimes)} ${currency}`;
}
