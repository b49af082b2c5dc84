import { describe, expect, it } from '@rstest/core';
import {
  abandon,
  apply,
  deal,
  legalActions,
  settle,
  stakeOf,
  total,
  totalStaked,
  type Action,
} from './rules';

/** A card by rank (1 ace … 13 king), clubs unless told. */
const c = (rank: number, suit = 0) => suit * 13 + rank - 1;
/** A shoe: player, dealer, player, then the rest in order; padded with 2s. */
const shoeOf = (...ranks: number[]) => [...ranks.map((r) => c(r)), ...Array(20).fill(c(2))];

function play(ranks: number[], actions: Action[], bet = 1000) {
  const cards = shoeOf(...ranks);
  let state = deal(bet, cards);
  for (const action of actions) {
    const next = apply(state, action, cards);
    if (!next.ok) throw new Error(`${action} refused`);
    state = next.state;
  }
  return state;
}

describe('blackjack totals', () => {
  it('counts aces 11 when they fit (soft) and 1 otherwise (hard)', () => {
    expect(total([c(1), c(6)])).toEqual({ value: 17, soft: true });
    expect(total([c(1), c(6), c(10)])).toEqual({ value: 17, soft: false });
    expect(total([c(1), c(1)])).toEqual({ value: 12, soft: true });
    expect(total([c(13), c(12), c(2)])).toEqual({ value: 22, soft: false });
  });
});

describe('blackjack rounds', () => {
  it('pays a blackjack 3:2, rounded down to the millime', () => {
    const state = play([1, 9, 13, 7], []);
    expect(state.phase).toBe('done');
    expect(settle(state).total).toBe(2500);
    expect(settle(play([1, 9, 13, 7], [], 1001)).total).toBe(1001 + 1501);
  });

  it('pushes a blackjack against a dealer blackjack', () => {
    const state = play([1, 1, 13, 10], ['decline']);
    expect(settle(state).hands[0]!.outcome).toBe('push');
    expect(settle(state).total).toBe(1000);
  });

  it('offers insurance on an ace only; it pays 2:1 on a dealer blackjack', () => {
    expect(play([10, 5, 9], []).phase).toBe('player');
    const offered = deal(1000, shoeOf(10, 1, 9, 13));
    expect(legalActions(offered)).toEqual(['insure', 'decline']);
    expect(stakeOf(offered, 'insure')).toBe(500);
    // No hole card: the dealer's second card comes once the player has finished.
    const insured = play([10, 1, 9, 13], ['insure', 'stand']);
    expect(insured.phase).toBe('done');
    // The main bet lost, the insurance returns 3 × 500.
    expect(settle(insured)).toMatchObject({ insuranceReturn: 1500, total: 1500 });
    expect(totalStaked(insured)).toBe(1500);
    const lost = play([10, 1, 9, 7], ['insure', 'stand']);
    expect(settle(lost).insuranceReturn).toBe(0);
  });

  it('the dealer stands on soft 17 and hits 16', () => {
    expect(play([10, 1, 8, 6], ['decline', 'stand']).dealer.map((x) => (x % 13) + 1)).toEqual([
      1, 6,
    ]);
    const hits = play([10, 10, 8, 6, 5], ['stand']);
    expect(total(hits.dealer).value).toBe(21);
    expect(settle(hits).hands[0]!.outcome).toBe('lose');
  });

  it('a dealer blackjack with no hole card takes doubles and splits too', () => {
    const doubled = play([6, 10, 5, 9, 1], ['double']);
    expect(doubled.hands[0]!.stake).toBe(2000);
    expect(settle(doubled).total).toBe(0);
  });

  it('doubles on any two cards for one card, paying on the doubled stake', () => {
    const state = play([6, 7, 5, 10, 10, 5], ['double']);
    expect(state.hands[0]!.cards).toHaveLength(3);
    // Player 21, dealer 7 + 10 = 17.
    expect(settle(state)).toMatchObject({ total: 4000 });
    expect(legalActions(play([6, 7, 2, 2], ['hit']))).not.toContain('double');
  });

  it('splits once a pair of equal value; each hand is its own stake; no resplit', () => {
    const state = play([8, 6, 8, 8, 3, 10, 10], ['split']);
    expect(state.hands.map((hand) => hand.stake)).toEqual([1000, 1000]);
    expect(legalActions(state)).not.toContain('split');
    expect(stakeOf(play([13, 6, 12], []), 'split')).toBe(1000);
    expect(legalActions(play([9, 6, 8], []))).not.toContain('split');
  });

  it('a split 21 is not a blackjack; split aces take one card each', () => {
    const aces = play([1, 6, 1, 13, 9, 10, 3], ['split']);
    expect(aces.phase).toBe('done');
    expect(aces.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    // 21 and 20 against dealer 6 + 10 + 3 = 19: both win even money.
    expect(settle(aces).hands.map((hand) => hand.outcome)).toEqual(['win', 'win']);
    expect(settle(aces).total).toBe(4000);
  });

  it('doubles after a split', () => {
    const state = play([5, 6, 5, 6, 10, 10, 10, 10], ['split', 'double', 'stand']);
    expect(state.hands.map((hand) => hand.stake)).toEqual([2000, 1000]);
  });

  it('a bust loses even when the dealer busts too', () => {
    const state = play([10, 6, 6, 10, 10, 10], ['hit']);
    expect(settle(state).hands[0]!.outcome).toBe('bust');
    expect(settle(state).total).toBe(0);
  });

  it('ties push, higher wins', () => {
    expect(settle(play([10, 10, 8, 8], ['stand'])).total).toBe(1000);
    expect(settle(play([10, 10, 9, 8], ['stand'])).total).toBe(2000);
  });

  it('refuses a decision the state does not allow', () => {
    const state = play([10, 6, 6, 10], ['hit']);
    expect(apply(state, 'hit', shoeOf()).ok).toBe(false);
    expect(apply(deal(1000, shoeOf(10, 1, 9)), 'hit', shoeOf()).ok).toBe(false);
  });

  it('an abandoned round declines insurance and stands every open hand', () => {
    const cards = shoeOf(10, 1, 6, 10);
    const state = abandon(deal(1000, cards), cards);
    expect(state.actions).toEqual(['decline', 'stand']);
    expect(state.phase).toBe('done');
  });
});
