import type { CasinoHistoryRow } from '@casino/shared/api';
import { describe, expect, it } from '@rstest/core';
import { roundOutcome } from './outcome';

const round = (amount: number, winAmount: number) =>
  ({ amount, win_amount: winAmount }) as Pick<CasinoHistoryRow, 'amount' | 'win_amount'>;

describe('casino history outcome', () => {
  it('names a round that paid back less than its stake a partial return, not a win', () => {
    expect(roundOutcome(round(1_000, 400))).toBe('PartialReturn');
  });

  it('names the stake paid back, a win above it, and nothing paid a loss', () => {
    expect(roundOutcome(round(1_000, 1_000))).toBe('StakeReturned');
    expect(roundOutcome(round(1_000, 2_530))).toBe('Win');
    expect(roundOutcome(round(1_000, 0))).toBe('Lost');
  });
});
