/** Dragon Tiger's rules: who wins, and what every bet returns on every kind of result. */
import { describe, expect, it } from '@rstest/core';
import { FairDraw } from '../fair-draw';
import { DRAGON_TIGER, dragonTigerReturn, dragonTigerWinner } from './rules';

// Cards: suit × 13 + rank − 1 (clubs 0–12, diamonds 13–25, hearts 26–38, spades 39–51).
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;
const back = (kind: 'dragon' | 'tiger' | 'tie' | 'suited-tie', dragon: number, tiger: number) =>
  dragonTigerReturn({ kind, amount: 1_000 }, { dragon, tiger });

describe('dragon tiger', () => {
  it('ranks ace low and king high, suits not at all', () => {
    expect(dragonTigerWinner({ dragon: card(13), tiger: card(12, 3) })).toBe('dragon');
    expect(dragonTigerWinner({ dragon: card(1, 3), tiger: card(2) })).toBe('tiger');
    expect(dragonTigerWinner({ dragon: card(7, 1), tiger: card(7, 2) })).toBe('tie');
  });

  it('pays dragon and tiger 1:1 and half back on a tie', () => {
    expect(back('dragon', card(9), card(4))).toBe(2_000);
    expect(back('tiger', card(9), card(4))).toBe(0);
    expect(back('tiger', card(2), card(11))).toBe(2_000);
    expect(back('dragon', card(5), card(5, 2))).toBe(500);
    expect(dragonTigerReturn({ kind: 'dragon', amount: 101 }, { dragon: 4, tiger: 4 })).toBe(50);
  });

  it('pays tie 11:1 and suited tie 50:1', () => {
    expect(back('tie', card(5), card(5, 2))).toBe(12_000);
    expect(back('tie', card(5), card(6))).toBe(0);
    expect(back('suited-tie', card(5, 1), card(5, 1))).toBe(51_000);
    expect(back('suited-tie', card(5, 1), card(5, 2))).toBe(0);
    expect(back('suited-tie', card(5), card(6))).toBe(0);
  });

  it('deals the same two cards from the same seed, different ones from another', () => {
    const seed = 'ab'.repeat(32);
    const first = DRAGON_TIGER.deal(new FairDraw(seed, 'dragon-tiger:main', 1));
    expect(DRAGON_TIGER.deal(new FairDraw(seed, 'dragon-tiger:main', 1))).toEqual(first);
    expect(DRAGON_TIGER.deal(new FairDraw(seed, 'dragon-tiger:main', 2))).not.toEqual(first);
    expect(first.dragon).toBeGreaterThanOrEqual(0);
    expect(first.tiger).toBeLessThan(52);
  });
});
