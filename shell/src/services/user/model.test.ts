import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '../token/model';
import {
  $sessionKnown,
  announceUserFx,
  fetchUserFx,
  refreshRequested,
  refreshTicked,
} from './model';

describe('user refresh', () => {
  it('asks for the user only with a token and never twice at once', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [
          fetchUserFx,
          () => {
            calls += 1;
            return new Promise((resolve) => (release = () => resolve({ id: 1 })));
          },
        ],
        [announceUserFx, () => {}],
      ],
    });
    const first = allSettled(refreshTicked, { scope: s });
    void allSettled(refreshTicked, { scope: s });
    expect(calls).toBe(1);
    release();
    await first;
    const second = allSettled(refreshTicked, { scope: s });
    expect(calls).toBe(2);
    release();
    await second;

    const guest = fork({ handlers: [[fetchUserFx, () => (calls += 1)]] });
    await allSettled(refreshTicked, { scope: guest });
    expect(calls).toBe(2);
  });

  it('a guest is known at once; a stored token only once the API has answered for it (skeletons until then)', async () => {
    const guest = fork();
    expect(guest.getState($sessionKnown)).toBe(true);

    let answer: (value: unknown) => void = () => {};
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [fetchUserFx, () => new Promise((resolve) => (answer = resolve))],
        [announceUserFx, () => {}],
      ],
    });
    expect(s.getState($sessionKnown)).toBe(false);
    const refreshed = allSettled(refreshRequested, { scope: s });
    expect(s.getState($sessionKnown)).toBe(false);
    answer({ id: 1 });
    await refreshed;
    expect(s.getState($sessionKnown)).toBe(true);
  });

  it('a failed first check (server down) does not leave the skeleton forever', async () => {
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [
          fetchUserFx,
          async () => {
            throw new Error('Server error');
          },
        ],
        [announceUserFx, () => {}],
      ],
    });
    await allSettled(refreshRequested, { scope: s });
    expect(s.getState($sessionKnown)).toBe(true);
  });
});
