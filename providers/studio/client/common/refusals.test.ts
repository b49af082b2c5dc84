import { describe, expect, it } from '@rstest/core';
import { refusalText } from './refusals';

describe('a refusal in the player words', () => {
  const t = (key: string, values?: Record<string, string | number>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const limits = { min: '0.10 TND', max: '100.00 TND' };
  const known = new Set(['betting_closed', 'insufficient_funds']);

  it('names the refusals the page knows, the limits in the one that needs them', () => {
    expect(refusalText('betting_closed', known, t, limits)).toBe('betting_closed');
    expect(refusalText('bet_out_of_limits', known, t, limits)).toBe(
      'bet_out_of_limits {"min":"0.10 TND","max":"100.00 TND"}',
    );
  });

  it('reads any other as the general error, never as a raw status', () => {
    expect(refusalText('too_many_bets', known, t, limits)).toBe('error');
    expect(refusalText('', known, t, limits)).toBe('error');
  });
});
