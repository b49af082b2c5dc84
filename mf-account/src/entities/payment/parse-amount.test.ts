import { describe, expect, it } from '@rstest/core';
import { amountText, parseTndAmount } from './parse-amount';

describe('a TND amount typed by the player', () => {
  it('becomes integer millimes, whatever the separators and digits', () => {
    expect(parseTndAmount('50')).toEqual({ ok: true, millimes: 50_000 });
    expect(parseTndAmount(' 12.5 ')).toEqual({ ok: true, millimes: 12_500 });
    expect(parseTndAmount('12,345')).toEqual({ ok: true, millimes: 12_345 });
    expect(parseTndAmount('1 000.001')).toEqual({ ok: true, millimes: 1_000_001 });
    expect(parseTndAmount('.5')).toEqual({ ok: true, millimes: 500 });
    expect(parseTndAmount('٢٥٫٥')).toEqual({ ok: true, millimes: 25_500 });
    expect(parseTndAmount('20 TND')).toEqual({ ok: true, millimes: 20_000 });
  });

  it('is refused with the reason: empty, negative, a fourth decimal, garbage, zero', () => {
    expect(parseTndAmount('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseTndAmount('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseTndAmount('-10')).toEqual({ ok: false, problem: 'negative' });
    expect(parseTndAmount('1.2345')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseTndAmount('12abc')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseTndAmount('1e3')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseTndAmount('1.2.3')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseTndAmount('.')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseTndAmount('9999999999999')).toEqual({ ok: false, problem: 'notANumber' });
    expect(parseTndAmount('0.000')).toEqual({ ok: false, problem: 'zero' });
  });

  it('shows a preset back as the player would type it', () => {
    expect(amountText(50_000 as never)).toBe('50');
    expect(amountText(12_500 as never)).toBe('12.5');
    expect(amountText(1_001 as never)).toBe('1.001');
  });
});
