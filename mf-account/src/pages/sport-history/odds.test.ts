import { formatAmount, millimes } from '@casino/shared/format';
import { describe, expect, it } from '@rstest/core';
import { oddsText } from './odds';

describe('sport history odds', () => {
  it('writes odds in the style of the money beside them, whatever the language', () => {
    // The same digits as an amount: 3.64 odds beside 3.64 TND.
    expect(oddsText(364)).toBe(formatAmount(millimes(3_640)));
    expect(oddsText(190)).toBe(formatAmount(millimes(1_900)));
    expect(oddsText(1_205)).toBe(formatAmount(millimes(12_050)));
  });
});
