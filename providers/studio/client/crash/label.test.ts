import { describe, expect, it } from '@rstest/core';
import { text } from '../../src/i18n/texts';
import { multiplierText } from '../common/dom';
import { fittedLabelSize } from './label';

describe('crash label', () => {
  it('shrinks a label wider than the canvas so it fits with its margins', () => {
    // 60 px type on a 358 px phone canvas: the Arabic countdown measured 520 px.
    const size = fittedLabelSize(60, 520, 358);
    expect(size).toBeLessThan(60);
    expect((520 * size) / 60).toBeLessThanOrEqual(358 - 32);
  });

  it('keeps the size of a label that fits', () => {
    expect(fittedLabelSize(60, 200, 358)).toBe(60);
  });

  it('isolates the multiplier in every sentence so "2.53×" is not read "×2.53" in Arabic', () => {
    for (const lang of ['fr', 'en', 'ar'] as const) {
      const sentence = text(lang, 'crashedAt', { multiplier: multiplierText(253) });
      expect(sentence).toContain('\u20662.53×\u2069');
      expect(sentence.replace('\u20662.53×\u2069', '')).not.toContain('×');
    }
  });
});
