import { describe, expect, it } from '@rstest/core';
import { intervalOptions } from './interval-options';

describe('reality-check interval choices', () => {
  it('are the standard ones within the usual range', () => {
    expect(intervalOptions({ min: 15, max: 120 })).toEqual([15, 30, 45, 60, 90, 120]);
  });

  it('start with the lowered minimum when the API accepts shorter ones', () => {
    expect(intervalOptions({ min: 1, max: 120 })).toEqual([1, 15, 30, 45, 60, 90, 120]);
  });

  it('leave out what the API would refuse', () => {
    expect(intervalOptions({ min: 20, max: 60 })).toEqual([20, 30, 45, 60]);
  });
});
