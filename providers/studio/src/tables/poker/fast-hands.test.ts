import { describe, expect, it } from '@rstest/core';
import { sfc32 } from '../blackjack/simulate';
import { bestScore, PAIR_OF_FOURS } from './fast-hands';
import { bestHand } from './hands';
import { dealerQualifies } from './rules';
import { callNet, strongToCall } from './strategy';
import { settleHoldem } from './rules';

const card = (text: string) => 'cdhs'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const cards = (text: string) => text.split(' ').map(card);

describe("the house-edge computation's fast copy of the ranking", () => {
  it('scores 20,000 random seven-card hands exactly as bestHand does, and the dealer alike', () => {
    const next = sfc32(7);
    for (let i = 0; i < 20_000; i++) {
      const deck = Array.from({ length: 52 }, (_, k) => k);
      const seven: number[] = [];
      for (let k = 0; k < 7; k++) seven.push(deck.splice(Math.floor(next() * deck.length), 1)[0]!);
      expect(bestScore(seven)).toBe(bestHand(seven).score);
      expect(bestScore(seven) >= PAIR_OF_FOURS).toBe(dealerQualifies(seven));
    }
  });

  it('prices a called hand as the rules module settles it', () => {
    const next = sfc32(11);
    for (let i = 0; i < 5_000; i++) {
      const deck = Array.from({ length: 52 }, (_, k) => k);
      const nine: number[] = [];
      for (let k = 0; k < 9; k++) nine.push(deck.splice(Math.floor(next() * deck.length), 1)[0]!);
      const [player, dealer, board] = [nine.slice(0, 2), nine.slice(2, 4), nine.slice(4)];
      const settled = settleHoldem({ ante: 1, aaBonus: 0, called: true, player, dealer, board });
      expect(callNet(player, dealer, board)).toBe(settled.total - 3);
    }
  });

  it('calls on a made hand using a hole card or a draw, not on the board alone', () => {
    expect(strongToCall(cards('7c 2d'), cards('7h Ks 9d'))).toBe(true);
    expect(strongToCall(cards('8c 2c'), cards('Jc 4c 9d'))).toBe(true);
    expect(strongToCall(cards('8c 9d'), cards('Th Js 2d'))).toBe(true);
    expect(strongToCall(cards('2c 7d'), cards('Kh Ks 9d'))).toBe(false);
    // J-Q-K-A is open at one end only.
    expect(strongToCall(cards('Jc Qd'), cards('Kh As 3d'))).toBe(false);
  });
});
