import { describe, expect, it } from '@rstest/core';
import { AA_BONUS_RETURN, fiveCardCounts } from './edges';
import { aaBonusPays, dealerQualifies, settleHoldem } from './rules';

const card = (text: string) => 'cdhs'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const cards = (text: string) => text.split(' ').map(card);
const hand = (player: string, board: string, dealer: string, called = true, aaBonus = 0) =>
  settleHoldem({
    ante: 1000,
    aaBonus,
    called,
    player: cards(player),
    board: cards(board),
    dealer: cards(dealer),
  });

describe("Casino Hold'em", () => {
  it('the dealer qualifies with a pair of 4s or better', () => {
    expect(dealerQualifies(cards('4c 4d 9h Js 2c 7d Ks'))).toBe(true);
    expect(dealerQualifies(cards('3c 3d 9h Js 2c 7d Ks'))).toBe(false);
    expect(dealerQualifies(cards('Ac Qd 9h Js 2c 7d 5s'))).toBe(false);
  });

  it('a fold loses the ante', () => {
    expect(hand('Ac Ad', 'Kh Qs 2c 7d 9s', '3c 4d', false)).toMatchObject({
      total: 0,
      outcome: 'fold',
    });
  });

  it('dealer not qualified: the ante pays by the paytable, the call is returned', () => {
    // Player flush (2:1): ante 3000, call 2000 back.
    expect(hand('Ah 9h', 'Kh Qh 2h 7d 8s', '3c 5d')).toMatchObject({
      ante: 3000,
      call: 2000,
      total: 5000,
      outcome: 'not-qualified',
    });
  });

  it('dealer qualified: a win pays ante by the table and call 1:1, a loss takes both, a tie returns both', () => {
    // Player full house 3:1 against the dealer's pair of kings.
    expect(hand('7c 7d', '7h Ks Kc 2d 9s', 'Qd 3c')).toMatchObject({
      ante: 4000,
      call: 4000,
      outcome: 'win',
    });
    expect(hand('2c 3d', 'Kh Ks 9c 8d 5s', 'Ad Qc')).toMatchObject({ total: 0, outcome: 'lose' });
    // Both play the board's straight.
    expect(hand('2c 3d', 'Th Js Qc Kd As', '4c 5d')).toMatchObject({
      ante: 1000,
      call: 2000,
      outcome: 'tie',
    });
    // Royal flush pays 100:1 on the ante.
    expect(hand('Ah Kh', 'Qh Jh Th 2d 2s', '2c 3d').ante).toBe(101_000);
  });

  it('the AA bonus pays a pair of aces or better in the first five cards, whatever the main hand', () => {
    expect(aaBonusPays(cards('Ac Ad 9h 7s 2c'))).toBe(7);
    expect(aaBonusPays(cards('Kc Kd 9h 7s 2c'))).toBeUndefined();
    expect(aaBonusPays(cards('Ah Kh Qh Jh Th'))).toBe(100);
    expect(aaBonusPays(cards('Kc Kd Kh 7s 7c'))).toBe(30);
    expect(hand('Ac Ad', '9h 7s 2c 3d 4s', 'Kc Kd', false, 500)).toMatchObject({
      bonus: 4000,
      total: 4000,
    });
  });

  it('counts every five-card hand as the textbooks do and prices the AA bonus exactly', () => {
    const { counts, returned, hands } = fiveCardCounts();
    expect(hands).toBe(2_598_960);
    expect(Object.fromEntries(counts)).toEqual({
      'royal-flush': 4,
      'straight-flush': 36,
      'four-of-a-kind': 624,
      'full-house': 3_744,
      flush: 5_108,
      straight: 10_200,
      'three-of-a-kind': 54_912,
      'two-pair': 123_552,
      'pair-of-aces': 84_480,
      pair: 1_098_240 - 84_480,
      'high-card': 1_302_540,
    });
    // Hand-checked: 4·101 + 36·51 + 624·41 + 3744·31 + 5108·21 + (10200 + 54912 + 123552 + 84480)·8.
    expect(returned).toBe(2_436_308);
    // The figure the help shows is this count.
    expect({ returned, hands }).toEqual(AA_BONUS_RETURN);
    expect(1 - returned / hands).toBeCloseTo(0.06258, 5);
    // 2.6 million hands ranked one by one: allow a busy machine its time.
  }, 180_000);
});
