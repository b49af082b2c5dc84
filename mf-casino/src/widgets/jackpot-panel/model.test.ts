import type { JackpotPools, PlayerUser } from '@casino/shared/api';
import { millimes } from '@casino/shared/format';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { $user } from '../../entities/session';
import { $pools, fetchLatestJackpotsFx, fetchPoolsFx, JackpotPanelGate } from './model';

const apiPools = {
  diamond: millimes(50_000_540),
  golden: millimes(15_001_080),
  silver: millimes(5_001_620),
  bronze: millimes(1_000_000),
  currency: 'TND',
  data: [],
} as unknown as JackpotPools;

const player = (diamond: number, golden: number, silver: number) =>
  ({
    currency: 'TND',
    diamond_bet: millimes(diamond),
    golden_bet: millimes(golden),
    silver_bet: millimes(silver),
  }) as PlayerUser;

describe('jackpot panel pools', () => {
  it('shows the live pools to a guest, not a fixed 1 000.00', async () => {
    const scope = fork({
      handlers: [
        [fetchLatestJackpotsFx, async () => []],
        [fetchPoolsFx, async () => apiPools],
      ],
    });
    expect(scope.getState($pools)).toBeNull();
    await allSettled(JackpotPanelGate.open, { scope, params: {} });
    expect(scope.getState($pools)).toEqual({
      diamond: 50_000_540,
      golden: 15_001_080,
      silver: 5_001_620,
    });
  });

  it("follows a player's pools as their balance pushes bring them", async () => {
    const scope = fork({
      values: [[$user, player(50_000_540, 15_001_080, 5_001_620)]],
      handlers: [
        [fetchLatestJackpotsFx, async () => []],
        [fetchPoolsFx, async () => apiPools],
      ],
    });
    await allSettled(JackpotPanelGate.open, { scope, params: {} });
    await allSettled($user, { scope, params: player(50_001_000, 15_001_080, 5_000_000) });
    expect(scope.getState($pools)).toEqual({
      diamond: 50_001_000,
      golden: 15_001_080,
      silver: 5_000_000,
    });
  });
});
