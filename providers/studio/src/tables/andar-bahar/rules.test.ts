/**
 * Andar Bahar: the deal (alternate sides from Andar, the first card of the joker's rank wins),
 * every bet's payout in millimes, strict bets from messages, and every bet's exact return
 * against hand-checked probabilities.
 */
import { describe, expect, it } from '@rstest/core';
import { percentCut, ratio, sum } from '../exact-ratio';
import { FairDraw, rankOf } from '../fair-draw';
import { andarBaharEdges, andarBaharRtp, dealtProbability } from './edge';
import {
  dealAndarBahar,
  dealFrom,
  everyAndarBaharBet,
  parseAndarBaharBet,
  returnOf,
} from './rules';

// Cards are suit × 13 + rank − 1: 0 is the ace of clubs, 13 the ace of diamonds, 4 the five of clubs.
const FIVE_CLUBS = 4;
const FIVE_HEARTS = 2 * 13 + 4;

describe('Andar Bahar deal', () => {
  it('deals from Andar first, alternately, until the joker rank shows', () => {
    const andarWins = dealFrom([FIVE_CLUBS, FIVE_HEARTS, 1, 2]);
    expect(andarWins).toEqual({
      joker: FIVE_CLUBS,
      andar: [FIVE_HEARTS],
      bahar: [],
      winner: 'andar',
      dealt: 1,
    });
    const baharWins = dealFrom([FIVE_CLUBS, 1, 2, 3, FIVE_HEARTS, 7]);
    expect(baharWins).toMatchObject({
      andar: [1, 3],
      bahar: [2, FIVE_HEARTS],
      winner: 'bahar',
      dealt: 4,
    });
  });

  it('deals a whole round from the fair stream, the same for the same seed', () => {
    const seed = 'cd'.repeat(32);
    const deal = dealAndarBahar(new FairDraw(seed, 'client', 3));
    expect(dealAndarBahar(new FairDraw(seed, 'client', 3))).toEqual(deal);
    const last = deal.winner === 'andar' ? deal.andar.at(-1)! : deal.bahar.at(-1)!;
    expect(rankOf(last)).toBe(rankOf(deal.joker));
    expect(deal.andar.length + deal.bahar.length).toBe(deal.dealt);
  });
});

describe('Andar Bahar payouts', () => {
  const andarAt1 = dealFrom([FIVE_CLUBS, FIVE_HEARTS]);
  const baharAt4 = dealFrom([FIVE_CLUBS, 1, 2, 3, FIVE_HEARTS]);

  it('pays Andar 0.9 to 1 (cut to the millime) and Bahar 1 to 1', () => {
    expect(returnOf({ kind: 'andar' }, andarAt1, 1000)).toBe(1900);
    expect(returnOf({ kind: 'andar' }, andarAt1, 105)).toBe(199);
    expect(returnOf({ kind: 'bahar' }, andarAt1, 1000)).toBe(0);
    expect(returnOf({ kind: 'bahar' }, baharAt4, 1000)).toBe(2000);
    expect(returnOf({ kind: 'andar' }, baharAt4, 1000)).toBe(0);
  });

  it('pays the count of cards dealt by its range', () => {
    expect(returnOf({ kind: 'cards', range: 0 }, baharAt4, 1000)).toBe(3500);
    expect(returnOf({ kind: 'cards', range: 1 }, baharAt4, 1000)).toBe(0);
    const deck = [
      FIVE_CLUBS,
      ...Array.from({ length: 44 }, (_, i) => (i % 12) + 13 * (i % 4) + (i % 12 >= 4 ? 1 : 0)),
    ];
    const at45 = dealFrom([...deck, FIVE_HEARTS]);
    expect(at45.dealt).toBe(45);
    expect(returnOf({ kind: 'cards', range: 7 }, at45, 1000)).toBe(121_000);
    expect(returnOf({ kind: 'cards', range: 6 }, at45, 1000)).toBe(0);
  });

  it('reads bets strictly', () => {
    for (const bet of everyAndarBaharBet()) expect(parseAndarBaharBet({ ...bet })).toEqual(bet);
    expect(parseAndarBaharBet({ kind: 'andar', range: 1 })).toEqual({ error: 'fields' });
    expect(parseAndarBaharBet({ kind: 'cards', range: 8 })).toEqual({ error: 'range' });
    expect(parseAndarBaharBet({ kind: 'cards', range: '1' })).toEqual({ error: 'range' });
    expect(parseAndarBaharBet({ kind: 'joker' })).toEqual({ error: 'kind' });
  });
});

describe('Andar Bahar exact returns', () => {
  it('has positions summing to 1, the first card winning with 3/51', () => {
    expect(sum(Array.from({ length: 49 }, (_, i) => dealtProbability(i + 1)))).toEqual(ratio(1));
    expect(dealtProbability(1)).toEqual(ratio(3, 51));
    expect(dealtProbability(49)).toEqual(ratio(1, 20_825));
  });

  it('gives Andar 10 725/20 825 of rounds and every bet a house edge', () => {
    // Sum over odd k of C(51 − k, 2): hand-summed 10 725.
    expect(andarBaharRtp({ kind: 'andar' })).toEqual(ratio(10_725 * 19, 20_825 * 10));
    expect(andarBaharRtp({ kind: 'bahar' })).toEqual(ratio(10_100 * 2, 20_825));
    const edges = andarBaharEdges();
    for (const { edge } of edges) expect(edge.num > 0n).toBe(true);
    expect(Object.fromEntries(edges.map((e) => [e.bet, percentCut(e.rtp)]))).toMatchObject({
      andar: '97.85',
      bahar: '96.99',
      'cards-41-49': '95.87',
    });
  });
});
