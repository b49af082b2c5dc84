import { describe, expect, it } from '@rstest/core';
import { FairDraw, shoe, shuffled } from '../fair-draw';
import { apply, deal, total, pointsOf, settle, totalStaked, type BlackjackState } from './rules';
import { playRound, simulateEdge } from './simulate';
import { basicDecision } from './strategy';

/** Plays basic strategy with the table's own rules module. */
function playWithRules(cards: number[], bet: number): number {
  let state: BlackjackState = deal(bet, cards);
  while (state.phase !== 'done') {
    let action: Parameters<typeof apply>[1];
    if (state.phase === 'insurance') action = 'decline';
    else {
      const hand = state.hands[state.active]!;
      const { value, soft } = total(hand.cards);
      const canSplit =
        state.hands.length === 1 &&
        hand.cards.length === 2 &&
        pointsOf(hand.cards[0]!) === pointsOf(hand.cards[1]!);
      action = basicDecision(
        value,
        soft,
        canSplit ? pointsOf(hand.cards[0]!) : undefined,
        pointsOf(state.dealer[0]!),
        hand.cards.length === 2,
      );
    }
    const next = apply(state, action, cards);
    if (!next.ok) throw new Error(`illegal ${action}`);
    state = next.state;
  }
  return (settle(state).total - totalStaked(state)) / bet;
}

describe('the blackjack house-edge simulation', () => {
  it('plays every round exactly as the rules module does, shoe by shoe', () => {
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const cards = shuffled(shoe(6), new FairDraw('ab'.repeat(32), 'simulation', nonce));
      let position = 0;
      const fast = playRound(() => cards[position++]!);
      expect(fast).toBe(playWithRules(cards, 1000));
    }
  });

  it('gives a house edge near the published figure for these rules', () => {
    const estimate = simulateEdge(200_000, 7);
    // Published for 6 decks, S17, DAS, no hole card losing all: about 0.5–0.7 %.
    expect(estimate.mean).toBeGreaterThan(-0.02);
    expect(estimate.mean).toBeLessThan(0.01);
    expect(estimate.halfWidth95).toBeLessThan(0.006);
  });
});
