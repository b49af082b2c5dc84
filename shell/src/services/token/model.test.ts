import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $pathname, pathChanged } from '../navigation/model';
import {
  $token,
  $tokenPresent,
  readStoredTokenFx,
  removeTokenFx,
  scheduleTokenChecksFx,
  tokenChecked,
  tokenChecksStarted,
  tokenCheckMs,
} from './model';

describe('token presence checks', () => {
  it('run every 200 ms on the home page and every 1 s elsewhere', () => {
    expect(tokenCheckMs('/')).toBe(200);
    expect(tokenCheckMs('/casino')).toBe(1000);
    expect(tokenCheckMs('/profile/dashboard')).toBe(1000);
  });

  it('start on the cadence of the current page and follow the route', async () => {
    const scheduled: number[] = [];
    const s = fork({
      values: [[$pathname, '/']],
      handlers: [[scheduleTokenChecksFx, (ms: number) => scheduled.push(ms)]],
    });
    await allSettled(pathChanged, { scope: s, params: '/casino' });
    expect(scheduled).toEqual([]); // not before start-up
    await allSettled(tokenChecksStarted, { scope: s });
    await allSettled(pathChanged, { scope: s, params: '/' });
    await allSettled(pathChanged, { scope: s, params: '/live_casino' });
    await allSettled(pathChanged, { scope: s, params: '/crash' }); // same cadence: timer kept
    expect(scheduled).toEqual([1000, 200, 1000]);
  });

  it('a token removed elsewhere is noticed at the next check', async () => {
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [readStoredTokenFx, () => null],
        [removeTokenFx, () => {}],
      ],
    });
    await allSettled(tokenChecked, { scope: s });
    expect(s.getState($tokenPresent)).toBe(false);
  });
});

describe('token check timer', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('on the home page, the stored token is re-read within 200 ms', async () => {
    let reads = 0;
    const s = fork({
      values: [
        [$pathname, '/'],
        [$token, 'abc'],
      ],
      handlers: [
        [readStoredTokenFx, () => ((reads += 1), null)],
        [removeTokenFx, () => {}],
      ],
    });
    await allSettled(tokenChecksStarted, { scope: s });
    rs.advanceTimersByTime(199);
    expect(reads).toBe(0);
    rs.advanceTimersByTime(1);
    await allSettled(s);
    expect(reads).toBe(1);
    expect(s.getState($tokenPresent)).toBe(false);
  });
});
