import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { PlayerUser } from '@casino/shared/events';
import { $token } from '../token/model';
import {
  $sessionKnown,
  $user,
  announceUserFx,
  fetchUserFx,
  refreshRequested,
  refreshTicked,
} from './model';

describe('user refresh', () => {
  it('asks for the user only with a token; periodic ticks never overlap', async () => {
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

  it('a refresh asked while one is in flight goes out at once, two at most; a tick waits', async () => {
    const releases: (() => void)[] = [];
    const s = fork({
      values: [[$token, 'abc']],
      handlers: [
        [fetchUserFx, () => new Promise((resolve) => releases.push(() => resolve({ id: 1 })))],
        [announceUserFx, () => {}],
      ],
    });
    const ticked = allSettled(refreshTicked, { scope: s });
    // A round ends while the tick's request is out: its answer may predate the round's money.
    const asked = allSettled(refreshRequested, { scope: s });
    void allSettled(refreshTicked, { scope: s });
    expect(releases).toHaveLength(2);
    // A frame sending message after message gets no more than two requests out at once.
    void allSettled(refreshRequested, { scope: s });
    expect(releases).toHaveLength(2);
    for (const release of releases) release();
    await Promise.all([ticked, asked]);
    expect(releases).toHaveLength(2);
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

  it('the 5 s refresh never puts an older balance back, whatever came first', async () => {
    const held = {
      id: 1,
      balance: 12_500,
      bounse: 700,
      balance_version: 15,
      jackpot_state: false,
    } as unknown as PlayerUser;
    let next = held;
    const told: PlayerUser[] = [];
    const s = fork({
      values: [
        [$token, 'abc'],
        [$user, held],
      ],
      handlers: [
        [fetchUserFx, () => next],
        [announceUserFx, (user: PlayerUser) => void told.push(user)],
      ],
    });
    // An answer read before the last movement: its balance is older, the rest of it is taken.
    next = {
      ...held,
      balance: 9_000,
      bounse: 0,
      balance_version: 14,
      jackpot_state: true,
    } as PlayerUser;
    await allSettled(refreshTicked, { scope: s });
    expect(s.getState($user)).toMatchObject({ balance: 12_500, bounse: 700, jackpot_state: true });
    expect(told.at(-1)?.balance).toBe(12_500);
    // The same version again, then a newer one: each is taken.
    next = { ...held, balance: 12_500, balance_version: 15 } as PlayerUser;
    await allSettled(refreshTicked, { scope: s });
    next = { ...held, balance: 3_000, balance_version: 16 } as PlayerUser;
    await allSettled(refreshTicked, { scope: s });
    expect(s.getState($user)?.balance).toBe(3_000);
    expect(told.at(-1)?.balance).toBe(3_000);
  });
});
