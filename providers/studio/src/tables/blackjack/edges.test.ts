import { describe, expect, it } from '@rstest/core';
import { BASIC_STRATEGY_EDGE, cutToHundredths, insuranceEdge } from './edges';

describe('the blackjack edges the help shows', () => {
  it('insurance keeps 23/311 of its stake, shown cut to 7.39 %', () => {
    // Hand-checked: 311 unseen cards after an ace up, 96 of them tens on average; 3 × 96 = 288.
    expect(insuranceEdge()).toBeCloseTo(23 / 311, 15);
    expect(cutToHundredths(insuranceEdge() * 100)).toBe('7.39');
    expect(cutToHundredths(100 - insuranceEdge() * 100)).toBe('92.60');
  });

  it('the main game reads the simulated 0.5671 % as 0.56 % and its RTP as 99.43 %', () => {
    expect(cutToHundredths(BASIC_STRATEGY_EDGE.percent)).toBe('0.56');
    expect(cutToHundredths(100 - BASIC_STRATEGY_EDGE.percent)).toBe('99.43');
  });
});
