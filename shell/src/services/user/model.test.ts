import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { $token } from '../token/model';
import { announceUserFx, fetchUserFx, refreshTicked } from './model';

describe('user refresh', () => {
  it('asks for the user only with a token and never twice at once', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [fetchUserFx, () => {
          calls += 1;
          return new Promise((resolve) => (release = () => resolve({ id: 1 })));
        }],
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
});
