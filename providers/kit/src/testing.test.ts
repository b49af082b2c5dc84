import { describe, expect, it } from '@rstest/core';
import { until } from './testing';

describe('until', () => {
  it('returns once the condition holds', async () => {
    let calls = 0;
    await until(async () => ++calls >= 3, 5_000);
    expect(calls).toBe(3);
  });

  it('throws when the condition never holds in time', async () => {
    await expect(until(async () => false, 120)).rejects.toThrow('condition not met in time');
  });
});
