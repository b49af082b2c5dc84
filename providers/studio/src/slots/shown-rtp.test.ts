import { describe, expect, it } from '@rstest/core';
import { modelById } from './models';
import { shownRtp, truncatedPercent } from './shown-rtp';

describe('the RTP a slot states', () => {
  it('cuts the exact figure to two decimals, never rounding up', () => {
    expect(truncatedPercent(0.954925)).toBe('95.49');
    expect(truncatedPercent(0.9649181)).toBe('96.49');
    expect(truncatedPercent(0.95499999)).toBe('95.49');
    expect(truncatedPercent(0.9549)).toBe('95.49');
    expect(truncatedPercent(0.95)).toBe('95.00');
    expect(truncatedPercent(0.94508)).toBe('94.50');
  });

  it('states the two models whose declared targets round their exact RTP up at their exact figure', () => {
    expect(shownRtp(modelById('blaze-5x3-25'))).toBe('95.49');
    expect(shownRtp(modelById('tower-5x4-40'))).toBe('96.49');
    expect(shownRtp(modelById('classic-3x3'))).toBe('94.99');
  });
});
