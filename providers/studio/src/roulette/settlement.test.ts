/** The table's maximum win applied to a player's round: what is paid, per table, never more. */
import { describe, expect, it } from '@rstest/core';
import { GAMES } from '../catalogue/games';
import { playerRoundWin, type PlacedBet } from './settlement';

const maxWins: Record<number, number> = { 1: 5_000_000, 2: 10_000_000 };
const maxWinOf = (gameId: number) => maxWins[gameId]!;
const straight = (gameId: number, n: number, amount: number): PlacedBet => ({
  gameId,
  kind: 'straight',
  numbers: [n],
  amount,
});

describe('roulette round win', () => {
  it('pays the bets’ returns in full below the table’s maximum win', () => {
    const red: PlacedBet = { gameId: 1, kind: 'red', numbers: [1, 3], amount: 10_000 };
    const bets = [straight(1, 17, 50_000), red];
    expect(playerRoundWin(bets, 17, maxWinOf)).toBe(50_000 * 36);
    expect(playerRoundWin(bets, 3, maxWinOf)).toBe(20_000);
    expect(playerRoundWin(bets, 5, maxWinOf)).toBe(0);
  });

  it('caps what one player collects from one table in a round at its maximum win', () => {
    // Thirty straight bets of 50 TND on 17 return 54,000 TND; the table pays at most 5,000 TND.
    const bets = Array.from({ length: 30 }, () => straight(1, 17, 50_000));
    expect(playerRoundWin(bets, 17, maxWinOf)).toBe(5_000_000);
    // A return exactly at the cap is paid in full, one millime more is cut to it.
    expect(playerRoundWin([straight(1, 17, 1_000)], 17, () => 36_000)).toBe(36_000);
    expect(playerRoundWin([straight(1, 17, 1_000)], 17, () => 35_999)).toBe(35_999);
  });

  it('caps each table of a shared round by its own limit', () => {
    const bets = [
      ...Array.from({ length: 10 }, () => straight(1, 17, 50_000)), // 18,000 TND → 5,000
      ...Array.from({ length: 5 }, () => straight(2, 17, 100_000)), // 18,000 TND → 10,000
      straight(2, 4, 100_000), // lost
    ];
    expect(playerRoundWin(bets, 17, maxWinOf)).toBe(15_000_000);
  });

  it('leaves every roulette table’s single biggest bet below its maximum win', () => {
    const tables = [...GAMES.values()].filter((game) => game.engine === 'roulette');
    expect(tables.length).toBeGreaterThan(0);
    for (const { limits } of tables) expect(limits!.maxBet * 36).toBeLessThan(limits!.maxWin);
  });
});
