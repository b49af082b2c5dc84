import { describe, expect, it } from '@rstest/core';
import type { PlayerUser } from '@casino/shared/events';
import { allSettled, fork } from 'effector';
import { $token } from '../token/model';
import { $user, announceUserFx, fetchUserFx, refreshRequested } from '../user/model';
import { balancePushed, poolsPushed } from './model';
import { millimes } from '@casino/shared/format';

const user = {
  id: 1,
  balance_version: 10,
  balance: millimes(10_000),
  bounse: millimes(500),
  diamond_bet: millimes(1),
  golden_bet: millimes(2),
  silver_bet: millimes(3),
} as unknown as PlayerUser;

interface Update {
  via: 'push' | 'refresh';
  balance: number;
  version: number;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('pushed balance', () => {
  it('writes a pushed balance, bonus and pools into the user and tells the remotes', async () => {
    const announced: PlayerUser[] = [];
    const scope = fork({
      values: [[$user, user]],
      handlers: [[announceUserFx, (u: PlayerUser) => void announced.push(u)]],
    });
    await allSettled(balancePushed, { scope, params: { balance: 8_750, bonus: 400, version: 11 } });
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
    // (allSettled waits for the refresh in flight too: the push is launched, then the answer comes.)
    const pushed = allSettled(balancePushed, {
      scope,
      params: { balance: millimes(7_000), bonus: millimes(500), version: 12 },
    });
    expect(scope.getState($user)?.balance).toBe(7_000);
    answer({ ...user, balance: millimes(10_000), balance_version: 11 });
    await Promise.all([refreshed, pushed]);
    expect(scope.getState($user)?.balance).toBe(7_000);

    // A refresh that read a later movement is newer: it wins.
    const later = allSettled(refreshRequested, { scope });
    answer({ ...user, balance: millimes(6_500), balance_version: 13 });
    await later;
    expect(scope.getState($user)?.balance).toBe(6_500);
  });

  it('ends on the newest balance whatever the order its pushes and refreshes arrive in', async () => {
    // The same four updates of one player's balance: two pushes, two refresh answers.
    const updates: Update[] = [
      { via: 'push', balance: 9_000, version: 12 },
      { via: 'refresh', balance: 8_000, version: 13 },
      { via: 'push', balance: 12_500, version: 15 },
      { via: 'refresh', balance: 4_000, version: 14 },
    ];
    const orders = permutations(updates);
    expect(orders).toHaveLength(24);
    for (const order of orders) {
      const announced: number[] = [];
      let next: PlayerUser = user;
      const scope = fork({
        values: [
          [$token, 'abc'],
          [$user, user],
        ],
        handlers: [
          [fetchUserFx, () => next],
          [announceUserFx, (u: PlayerUser) => void announced.push(u.balance)],
        ],
      });
      for (const update of order) {
        if (update.via === 'push') {
          await allSettled(balancePushed, {
            scope,
            params: {
              balance: millimes(update.balance),
              bonus: millimes(500),
              version: update.version,
            },
          });
        } else {
          next = { ...user, balance: millimes(update.balance), balance_version: update.version };
          await allSettled(refreshRequested, { scope });
        }
      }
      const shown = order.map((u) => `${u.via} v${u.version}`).join(', ');
      expect({ order: shown, balance: scope.getState($user)?.balance }).toEqual({
        order: shown,
        balance: 12_500,
      });
      // The remotes were last told the newest balance too.
      expect({ order: shown, told: announced.at(-1) }).toEqual({ order: shown, told: 12_500 });
    }
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
