import { describe, expect, it, rs } from '@rstest/core';
import { absMillimes, addMillimes, formatAmount, formatMoney, millimes, splitMoney } from './money';
import { MONEY_LANGUAGES, MONEY_SAMPLES } from './money-samples';

describe('money formatting', () => {
  it('shows millimes as dinars with two decimals and the currency', () => {
    expect(formatMoney(millimes(125_500))).toBe('125.50 TND');
    expect(formatMoney(millimes(0))).toBe('0.00 TND');
    expect(formatMoney(millimes(1_000_000))).toBe('1 000.00 TND');
    expect(formatMoney(millimes(80_000_000))).toBe('80 000.00 TND');
  });

  it('cuts the third decimal instead of rounding up', () => {
    expect(formatAmount(millimes(1_999))).toBe('1.99');
    expect(formatAmount(millimes(5))).toBe('0.00');
  });

  it('cuts at the exact amount, up to the largest safe integer', () => {
    expect(formatAmount(millimes(4_350))).toBe('4.35');
    expect(formatAmount(millimes(290))).toBe('0.29');
    expect(formatAmount(millimes(1_000_000_079))).toBe('1 000 000.07');
    expect(formatAmount(millimes(Number.MAX_SAFE_INTEGER))).toBe('9 007 199 254 740.99');
  });

  it('keeps the sign of a debit', () => {
    expect(formatAmount(millimes(-2_500))).toBe('-2.50');
  });

  it('splits the whole part from the two decimals for the balance card', () => {
    expect(splitMoney(millimes(1_234_567))).toEqual({ sign: '', whole: '1 234', decimals: '56' });
  });

  it('brands only a whole number of millimes', () => {
    expect(() => millimes(1.5)).toThrow(TypeError);
    expect(() => millimes(Number.NaN)).toThrow(TypeError);
    expect(() => millimes(Number.MAX_SAFE_INTEGER + 2)).toThrow(TypeError);
    // A value that slipped past the types (an untyped JSON answer) is still refused at formatting.
    expect(() => formatAmount(1.5 as never)).toThrow(TypeError);
  });

  it('adds and drops the sign in millimes', () => {
    expect(formatAmount(addMillimes(millimes(1_250), millimes(2_005), millimes(-5)))).toBe('3.25');
    expect(formatAmount(absMillimes(millimes(-2_500)))).toBe('2.50');
  });
});

describe('the formatter', () => {
  it('is made on the first amount shown, not when a page loads the module (a page with no amount never pays for it)', async () => {
    rs.resetModules();
    const RealNumberFormat = Intl.NumberFormat;
    const made = rs
      .spyOn(Intl, 'NumberFormat')
      .mockImplementation(
        (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new RealNumberFormat(...args),
      );
    try {
      const fresh = await import('./money');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatMoney(millimes(1_000))).toBe('1.00 TND');
      expect(fresh.formatMoney(millimes(2_000))).toBe('2.00 TND');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('the sample amounts every surface checks', () => {
  // The header (`formatAmount` and the currency), the remotes' `Money`, the account's balance
  // card (`splitMoney`) and `formatMoney` read one text; the providers' game pages and the
  // sportsbook's frame check the same samples in their own tests.
  for (const lang of MONEY_LANGUAGES)
    it(`reads each as one text in ${lang}`, () => {
      document.documentElement.lang = lang;
      document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
      for (const [amount, expected] of MONEY_SAMPLES) {
        const value = millimes(amount);
        expect(formatMoney(value)).toBe(expected);
        expect(`${formatAmount(value)} TND`).toBe(expected);
        const { sign, whole, decimals } = splitMoney(value);
        expect(`${sign}${whole}.${decimals} TND`).toBe(expected);
      }
    });
});
