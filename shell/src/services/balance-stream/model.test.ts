import { describe, expect, it } from '@rstest/core';
import type { PlayerUser } from '@casino/shared/events';
import { allSettled, fork } from 'effector';
import { $token } from '../token/model';
import { $user, announceUserFx, fetchUserFx, refreshRequested } from '../user/model';
import { balancePushed, poolsPushed } from './model';
import { millimes } from '@casino/shared/format';

const user = {
  id: 1,
  balance: millimes(10_000),
  bounse: millimes(500),
  diamond_bet: millimes(1),
  golden_bet: millimes(2),
  silver_bet: millimes(3),
} as unknown as PlayerUser;

describe('pushed balance', () => {
  it('writes a pushed balance, bonus and pools into the user and tells the remotes', async () => {
    const announced: PlayerUser[] = [];
    const scope = fork({
      values: [[$user, user]],
      handlers: [[announceUserFx, (u: PlayerUser) => void announced.push(u)]],
    });
    await allSettled(balancePushed, { scope, params: { balance: 8_750, bonus: 400 } });
    expect(scope.getState($user)).toMatchObject({ balance: 8_750, bounse: 400 });
    await allSettled(poolsPushed, {
      scope,
      params: { diamond: 60_000_000, golden: 16_000_000, silver: 5_100_000, bronze: 1_000_000 },
    });
    expect(scope.getState($user)).toMatchObject({
      diamond_bet: millimes(60_000_000),
      golden_bet: millimes(16_000_000),
      silver_bet: millimes(5_100_000),
    });
    expect(announced.map((u) => u.balance)).toEqual([8_750, 8_750]);
  });

  it('does not let a refresh asked before a push put the older balance back', async () => {
    let answer: (value: PlayerUser) => void = () => {};
    const scope = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [fetchUserFx, () => new Promise<PlayerUser>((resolve) => (answer = resolve))],
        [announceUserFx, () => {}],
      ],
    });
    const refreshed = allSettled(refreshRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // (allSettled waits for the refresh in flight too: the push is launched, then the answer comes.)
    const pushed = allSettled(balancePushed, {
      scope,
      params: { balance: millimes(7_000), bonus: millimes(500) },
    });
    expect(scope.getState($user)?.balance).toBe(7_000);
    answer({ ...user, balance: millimes(10_000) });
    await Promise.all([refreshed, pushed]);
    expect(scope.getState($user)?.balance).toBe(7_000);

    // A refresh asked after the push is newer: it wins.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = allSettled(refreshRequested, { scope });
    answer({ ...user, balance: millimes(6_500) });
    await later;
    expect(scope.getState($user)?.balance).toBe(6_500);
  });

  it('does not let a refresh asked before a pools push put the older pools back', async () => {
    let answer: (value: PlayerUser) => void = () => {};
    const scope = fork({
      values: [
        [$token, 'abc'],
        [$user, user],
      ],
      handlers: [
        [fetchUserFx, () => new Promise<PlayerUser>((resolve) => (answer = resolve))],
        [announceUserFx, () => {}],
      ],
    });
    const refreshed = allSettled(refreshRequested, { scope });
    await new Promise((resolve) => setTimeout(resolve, 5));
    // A Silver hit's reset is pushed while the refresh is out; its answer has the pool before it.
    const pushed = allSettled(poolsPushed, {
      scope,
      params: { diamond: 60_000_000, golden: 16_000_000, silver: 5_000_000, bronze: 1_000_000 },
    });
    answer({ ...user, silver_bet: millimes(6_234_567) });
    await Promise.all([refreshed, pushed]);
    expect(scope.getState($user)?.silver_bet).toBe(5_000_000);

    // A refresh asked after the push is newer: it wins.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = allSettled(refreshRequested, { scope });
    answer({ ...user, silver_bet: millimes(5_001_000) });
    await later;
    expect(scope.getState($user)?.silver_bet).toBe(5_001_000);
  });
});
