/**
 * Money arrives as integer millimes (1 TND = 1000 millimes) and is shown with two decimals,
 * thousands grouped by a space (as the spec's "80 000.00 TND"). The third decimal is cut, not
 * rounded, so a balance is never shown higher than it is.
 */
export interface MoneyParts {
  sign: '' | '-';
  whole: string;
  decimals: string;
}

export function splitMoney(millimes: number): MoneyParts {
  if (!Number.isSafeInteger(millimes)) throw new TypeError(`Not an amount in millimes: ${millimes}`);
  const sign = millimes < 0 ? '-' : '';
  const absolute = Math.abs(millimes);
  const centimes = Math.trunc(absolute / 10);
  const whole = Math.trunc(centimes / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const decimals = (centimes % 100).toString().padStart(2, '0');
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
