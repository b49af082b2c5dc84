import { describe, expect, it } from '@rstest/core';
import { formatAmount, formatMoney, splitMoney } from './money';

describe('money formatting', () => {
  it('shows millimes as dinars with two decimals and the currency', () => {
    expect(formatMoney(125_500)).toBe('125.50 TND');
    expect(formatMoney(0)).toBe('0.00 TND');
    expect(formatMoney(1_000_000)).toBe('1 000.00 TND');
    expect(formatMoney(80_000_000)).toBe('80 000.00 TND');
  });

  it('cuts the third decimal instead of rounding up', () => {
    expect(formatAmount(1_999)).toBe('1.99');
    expect(formatAmount(5)).toBe('0.00');
  });

  it('cuts at the exact amount, up to the largest safe integer', () => {
    expect(formatAmount(4_350)).toBe('4.35');
    expect(formatAmount(290)).toBe('0.29');
    expect(formatAmount(1_000_000_079)).toBe('1 000 000.07');
    expect(formatAmount(Number.MAX_SAFE_INTEGER)).toBe('9 007 199 254 740.99');
  });

  it('keeps the sign of a debit', () => {
    expect(formatAmount(-2_500)).toBe('-2.50');
  });

  it('splits the whole part from the two decimals for the balance card', () => {
    expect(splitMoney(1_234_567)).toEqual({ sign: '', whole: '1 234', decimals: '56' });
  });

  it('refuses anything that is not a whole number of millimes', () => {
    expect(() => formatAmount(1.5)).toThrow(TypeError);
    expect(() => formatAmount(Number.NaN)).toThrow(TypeError);
  });
});
