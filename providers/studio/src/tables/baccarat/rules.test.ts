/** Baccarat: points, the third-card tableau, every bet's payout in both variants, the deal. */
import { describe, expect, it } from '@rstest/core';
import { gameById } from '../../catalogue/games';
import { FairDraw } from '../fair-draw';
import {
  BACCARAT,
  baccaratReturn,
  bankerDraws,
  coup,
  NO_COMMISSION_TABLES,
  pointsOf,
  type BaccaratKind,
  type BaccaratOutcome,
  type BaccaratVariant,
} from './rules';

// Clubs: the card of rank r is r − 1; hearts: 26 + r − 1.
const c = (rank: number) => rank - 1;
const h = (rank: number) => 26 + rank - 1;
const pay = (
  kind: BaccaratKind,
  outcome: BaccaratOutcome,
  variant: BaccaratVariant = 'commission',
) => baccaratReturn({ kind, amount: 1_000 }, outcome, variant);

describe('baccarat rules', () => {
  it('counts aces 1, tens and faces 0, totals modulo 10', () => {
    expect([1, 9, 10, 11, 12, 13].map((rank) => pointsOf(c(rank)))).toEqual([1, 9, 0, 0, 0, 0]);
  });

  it('follows the tableau: the banker on 3–6 against the player’s third card', () => {
    const draws = (total: number) =>
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((third) => bankerDraws(total, third));
    expect(draws(2)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(draws(3)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
    expect(draws(4)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(draws(5)).toEqual([4, 5, 6, 7]);
    expect(draws(6)).toEqual([6, 7]);
    expect(draws(7)).toEqual([]);
    // The player stood: the banker draws on 0–5 only.
    expect([0, 1, 2, 3, 4, 5, 6, 7].filter((t) => bankerDraws(t, undefined))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
  });

  it('deals the coup: naturals stand, the player draws on 0–5, the banker by the tableau', () => {
    // Shoe order P, B, P, B, then thirds.
    expect(coup([4, 3, 4, 0, 9, 9])).toEqual({ player: [4, 4], banker: [3, 0] }); // natural 8
    // Player 6 stands; banker 4 draws on 0–5 when the player stood.
    expect(coup([3, 3, 3, 1, 9, 9])).toEqual({ player: [3, 3], banker: [3, 1, 9] });
    // Player 4 draws a 5; banker 6 stands on it, draws on a 6.
    expect(coup([2, 3, 2, 3, 5, 7])).toEqual({ player: [2, 2, 5], banker: [3, 3] });
    expect(coup([2, 3, 2, 3, 6, 7])).toEqual({ player: [2, 2, 6], banker: [3, 3, 7] });
    // Banker 3 draws on anything but an 8.
    expect(coup([0, 1, 1, 2, 8, 4])).toEqual({ player: [0, 1, 8], banker: [1, 2] });
  });

  it('pays player 1:1, banker 0.95:1, and pushes both on a tie', () => {
    const playerWins = { player: [c(9), c(10)], banker: [c(7), c(10)] };
    const bankerWins = { player: [c(2), c(10), c(5)], banker: [c(8), c(10)] };
    const tie = { player: [c(8), c(10)], banker: [h(8), c(13)] };
    expect(pay('player', playerWins)).toBe(2_000);
    expect(pay('banker', playerWins)).toBe(0);
    expect(pay('banker', bankerWins)).toBe(1_950);
    expect(pay('player', bankerWins)).toBe(0);
    expect(pay('player', tie)).toBe(1_000);
    expect(pay('banker', tie)).toBe(1_000);
    expect(pay('tie', tie)).toBe(9_000);
    expect(pay('tie', bankerWins)).toBe(0);
    // Fractions of a millime are kept: 0.95 × 101 = 95.95 → 95.
    expect(baccaratReturn({ kind: 'banker', amount: 101 }, bankerWins, 'commission')).toBe(196);
  });

  it('pays the no-commission banker 1:1, and 1:2 on a winning 6', () => {
    const bankerEight = { player: [c(2), c(10), c(5)], banker: [c(8), c(10)] };
    const bankerSix = { player: [c(5), c(10)], banker: [c(6), c(10)] };
    expect(pay('banker', bankerEight, 'no-commission')).toBe(2_000);
    expect(pay('banker', bankerSix, 'no-commission')).toBe(1_500);
    expect(pay('banker', bankerSix, 'commission')).toBe(1_950);
  });

  it('pays a pair on the side’s first two cards of the same rank, 11:1', () => {
    const pairs = { player: [c(12), h(12), c(3)], banker: [c(4), c(5)] };
    expect(pay('player-pair', pairs)).toBe(12_000);
    expect(pay('banker-pair', pairs)).toBe(0);
    // Same points, not the same rank: no pair.
    expect(pay('player-pair', { player: [c(10), c(13)], banker: [c(1), c(1)] })).toBe(0);
    expect(pay('banker-pair', { player: [c(10), c(13)], banker: [c(1), h(1)] })).toBe(12_000);
  });

  it('deals a legal coup from a seed, the same again from the same seed', () => {
    for (let nonce = 1; nonce <= 200; nonce++) {
      const outcome = BACCARAT.deal(new FairDraw('c3'.repeat(32), 'baccarat:main', nonce));
      const points = [
        outcome.player[0]!,
        outcome.banker[0]!,
        outcome.player[1]!,
        outcome.banker[1]!,
        outcome.player[2] ?? outcome.banker[2]!,
        outcome.banker[2] ?? 0,
      ].map(pointsOf);
      const taken = coup(points);
      expect(outcome.player.length).toBe(taken.player.length);
      expect(outcome.banker.length).toBe(taken.banker.length);
    }
    const seed = 'c3'.repeat(32);
    expect(BACCARAT.deal(new FairDraw(seed, 'b', 1))).toEqual(
      BACCARAT.deal(new FairDraw(seed, 'b', 1)),
    );
  });

  it('names only baccarat tables as no-commission ones', () => {
    for (const id of NO_COMMISSION_TABLES) expect(gameById(id)?.engine).toBe('baccarat');
  });
});
