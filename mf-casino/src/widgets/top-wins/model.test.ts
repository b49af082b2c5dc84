import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from '@rstest/core';
import { $failed, $winners, fetchTopWinnersFx, retryClicked, TopWinsGate } from './model';

const winner = {
  provider: 'FIABLE',
  user: 'ah***',
  amount: 125_500,
  currency: 'TND',
  date: '2026-11-21T10:00:00Z',
  bet: 1000,
  multiplier: 125,
};

describe('top wins', () => {
  it('shows Server Down after a failure and loads again on retry', async () => {
    let attempt = 0;
    const scope = fork({
      handlers: [
        [
          fetchTopWinnersFx,
          async () => {
            attempt += 1;
            if (attempt === 1) throw new Error('Server error');
            return [winner];
          },
        ],
      ],
    });
    await allSettled(TopWinsGate.open, { scope, params: {} });
    expect(scope.getState($failed)).toBe(true);
    await allSettled(retryClicked, { scope });
    expect(scope.getState($failed)).toBe(false);
    expect(scope.getState($winners)).toEqual([winner]);
  });

  describe('an answer that is not a list', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('shows Server Down instead of drawing it (a page served with 200 in place of the API)', async () => {
      globalThis.fetch = async () =>
        new Response('<!doctype html><p>maintenance</p>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        });
      const scope = fork();
      await allSettled(TopWinsGate.open, { scope, params: {} });
      expect(scope.getState($failed)).toBe(true);
      expect(scope.getState($winners)).toEqual([]);
    });
  });
});
