/**
 * Decimal odds from hundredths (364 -> "3.64"), in the number style of the amounts beside them:
 * Latin digits and a point in every language, as the money formatter writes a stake. A row that
 * wrote "3,64" next to "5.00 TND" mixed two number styles in one row.
 */
export function oddsText(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  return `${whole}.${String(hundredths % 100).padStart(2, '0')}`;
}
