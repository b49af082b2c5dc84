/**
 * A Casino Hold'em hand through the engine, on stacked decks (the cards each branch needs, the
 * rest of the deck in order) and on decks shuffled from fixed seeds: every outcome branch, the
 * AA bonus categories, what is staked, and the deal order the verifier relies on.
 */
import { describe, expect, it } from '@rstest/core';
import { FairDraw, shoe, shuffled } from '../fair-draw';
import {
  applyHoldem,
  callStakeOf,
  dealHoldem,
  deckOf,
  settlePoker,
  totalStaked,
  type PokerAction,
} from './game';

const card = (text: string) => 'cdhs'.indexOf(text[1]!) * 13 + 'A23456789TJQK'.indexOf(text[0]!);
const cards = (text: string) => text.split(' ').map(card);

/** A deck dealt as the table deals: player's two, dealer's two, flop, turn, river, then the rest. */
function stacked(player: string, dealer: string, board: string): number[] {
  const top = cards(`${player} ${dealer} ${board}`);
  expect(new Set(top).size).toBe(9);
  return [...top, ...shoe(1).filter((c) => !top.includes(c))];
}

function play(deck: number[], action: PokerAction, ante = 1000, aaBonus = 0) {
  const dealt = dealHoldem(ante, aaBonus, deck);
  const done = applyHoldem(dealt, action, deck);
  if (!done.ok) throw new Error(done.reason);
  return { dealt, state: done.state, result: settlePoker(done.state) };
}

describe("a Casino Hold'em hand", () => {
  it('shows the player two cards and the flop only, then the whole board and the dealer', () => {
    const deck = stacked('Ac Kd', '2h 3s', 'Qh Js 9c 4d 5d');
    const { dealt, state } = play(deck, 'call');
    expect(dealt).toMatchObject({
      phase: 'decision',
      player: cards('Ac Kd'),
      board: cards('Qh Js 9c'),
      dealer: [],
    });
    expect(state).toMatchObject({
      phase: 'done',
      board: cards('Qh Js 9c 4d 5d'),
      dealer: cards('2h 3s'),
      actions: ['call'],
    });
    // A second decision on a finished hand is refused.
    expect(applyHoldem(state, 'call', deck)).toEqual({ ok: false, reason: 'round_not_open' });
  });

  it('a fold loses the ante and stakes nothing more', () => {
    const { state, result } = play(stacked('7c 2d', 'Ah Ad', '9h Ks 4c 3d Jd'), 'fold');
    expect(callStakeOf(dealHoldem(1000, 0, shoe(1)), 'fold')).toBe(0);
    expect(totalStaked(state)).toBe(1000);
    expect(result).toMatchObject({ outcome: 'fold', total: 0 });
  });

  it('dealer not qualified: the ante pays by its table, the call comes back', () => {
    // Player's straight (1:1) against the dealer's king high.
    const { state, result } = play(stacked('8c 9d', 'Kh 2s', 'Th Js Qc 3d 5d'), 'call');
    expect(totalStaked(state)).toBe(3000);
    expect(result).toMatchObject({ outcome: 'not-qualified', ante: 2000, call: 2000, total: 4000 });
    // A pair of 3s does not qualify either; the player's flush pays the ante 2:1.
    expect(play(stacked('Ah 9h', '3c 3d', 'Kh Qh 2h 7d 8s'), 'call').result).toMatchObject({
      outcome: 'not-qualified',
      ante: 3000,
      call: 2000,
    });
  });

  it('dealer qualified: a win pays the ante by its table and the call 1:1; a loss takes both; a tie returns both', () => {
    // Pair of 4s qualifies; the player's two pair wins: ante 1:1, call 1:1.
    expect(play(stacked('Kc Kd', '4h 4s', '9h 9s 2c 7d Jd'), 'call').result).toMatchObject({
      outcome: 'win',
      ante: 2000,
      call: 4000,
      total: 6000,
    });
    // Four of a kind pays the ante 10:1.
    expect(play(stacked('9c 9d', '4h 4s', '9h 9s 2c 7d Jd'), 'call').result).toMatchObject({
      outcome: 'win',
      ante: 11_000,
      call: 4000,
    });
    expect(play(stacked('2c 3d', 'Ad Qc', 'Kh Ks 9c 8d 5s'), 'call').result).toMatchObject({
      outcome: 'lose',
      total: 0,
    });
    // Both play the board's two pair with an ace kicker from the board.
    expect(play(stacked('2c 3d', '2h 3s', 'Kh Ks Qc Qd As'), 'call').result).toMatchObject({
      outcome: 'tie',
      ante: 1000,
      call: 2000,
      total: 3000,
    });
  });

  it('pays the AA bonus on the player cards and the flop by its table, folded or not', () => {
    const bonus = (player: string, flop: string, action: PokerAction = 'fold') =>
      play(stacked(player, '2d 3s', `${flop} 4d Ts`), action, 1000, 500).result.bonus;
    expect(bonus('Ah Kh', 'Qh Jh Th')).toBe(500 * 101); // royal flush 100:1
    expect(bonus('9h 8h', '7h 6h 5h')).toBe(500 * 51); // straight flush 50:1
    expect(bonus('Jc Jd', 'Jh Js 2s')).toBe(500 * 41); // four of a kind 40:1
    expect(bonus('Kc Kd', 'Kh 7s 7c')).toBe(500 * 31); // full house 30:1
    expect(bonus('Ac 9c', '6c 4c 2c')).toBe(500 * 21); // flush 20:1
    expect(bonus('9c Td', 'Jh Qs Kd')).toBe(500 * 8); // straight 7:1
    expect(bonus('5c 5d', '5h Ks 9d')).toBe(500 * 8); // three of a kind 7:1
    expect(bonus('Tc Td', '6h 6s 9d')).toBe(500 * 8); // two pair 7:1
    expect(bonus('Ac Kd', 'Ah 6s 9d')).toBe(500 * 8); // pair of aces 7:1
    expect(bonus('Kc Kd', 'Qh 6s 9d')).toBe(0); // a lower pair loses
    expect(bonus('Ac Kd', 'Qh 6s 9d')).toBe(0); // high card loses
    // The turn and river do not count: a pair of aces made on the river loses the bonus.
    expect(play(stacked('Ac Kd', '2c 3d', 'Qh 6s 9d 4s Ah'), 'call', 1000, 500).result.bonus).toBe(
      0,
    );
    // The bonus is its own stake, added to the hand's other returns.
    const hand = play(stacked('Ah Kh', '2c 3d', 'Qh Jh Th 4s 8h'), 'call', 1000, 500);
    expect(totalStaked(hand.state)).toBe(3500);
    expect(hand.result.total).toBe(hand.result.ante + hand.result.call + 500 * 101);
  });

  it('deals from the deck the seeds shuffle, so the same seeds deal the same hand', () => {
    const seed = 'ab'.repeat(32);
    const deck = deckOf(seed, 'client-1', 7);
    expect(deck).toEqual(shuffled(shoe(1), new FairDraw(seed, 'client-1', 7)));
    expect(new Set(deck).size).toBe(52);
    expect(deckOf(seed, 'client-1', 7)).toEqual(deck);
    expect(deckOf(seed, 'client-2', 7)).not.toEqual(deck);
    const { dealt, state } = play(deck, 'call');
    expect(dealt.player).toEqual(deck.slice(0, 2));
    expect(state.dealer).toEqual(deck.slice(2, 4));
    expect(state.board).toEqual(deck.slice(4, 9));
  });
});
