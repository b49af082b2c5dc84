import { describe, expect, it } from '@rstest/core';
import { translator } from './texts';
import { cashOutFloor, cashOutOutcome } from './cash-out';

describe('cash-out answers', () => {
  it('a 409 with a lower offer says the offer changed, with the new value', () => {
    expect(cashOutOutcome(409, { status: 'price_changed', value: 4_210 })).toEqual({
      kind: 'changed',
      value: 4_210,
    });
  });

  it('names a paid cash-out, one no longer offered, and other failures', () => {
    expect(cashOutOutcome(200, { value: 5_000, balance: 10_000 })).toEqual({ kind: 'paid' });
    expect(cashOutOutcome(409, { status: 'cash_out_unavailable' })).toEqual({
      kind: 'unavailable',
    });
    expect(cashOutOutcome(500, {})).toEqual({ kind: 'failed' });
  });

  it('asks for the value shown, or for any value when the player accepts any change', () => {
    expect(cashOutFloor(5_000, false)).toBe(5_000);
    expect(cashOutFloor(5_000, true)).toBe(0);
  });

  it('tells the player in fr, en and ar', () => {
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const t = translator(lang);
      expect(t('cashOutChanged', { v: '4.21 TND' })).toContain('4.21 TND');
      expect(t('cashOutUnavailable')).not.toBe('cashOutUnavailable');
      expect(t('acceptAnyCashOut')).not.toBe('acceptAnyCashOut');
    }
  });
});
