import { describe, expect, it } from '@rstest/core';
import { formatElapsed, isolatedElapsed } from './format-elapsed';

describe('elapsed session time', () => {
  it('is hh:mm:ss with whole seconds, never negative', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(59_999)).toBe('00:00:59');
    expect(formatElapsed(61_000)).toBe('00:01:01');
    expect(formatElapsed((3 * 3600 + 25 * 60 + 7) * 1000)).toBe('03:25:07');
    expect(formatElapsed(-5_000)).toBe('00:00:00');
  });

  it('keeps every hour past a day', () => {
    expect(formatElapsed((100 * 3600 + 1) * 1000)).toBe('100:00:01');
  });

  it('is isolated left to right inside a sentence, for Arabic', () => {
    expect(isolatedElapsed(3_723_000)).toBe('\u206601:02:03\u2069');
  });
});
