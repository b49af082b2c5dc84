/**
 * Blackjack, European rules (docs/games-math.md#blackjack): 6 decks shuffled for each round, the
 * dealer takes one card up and the second only after the player has finished (no hole card),
 * stands on soft 17; blackjack pays 3:2; double on any first two cards (after a split too); one
 * split of two cards of equal value (split aces take one card each); insurance offered on an ace.
 * A dealer blackjack takes every stake of the hand, doubles and splits included (the
 * no-hole-card rule), except an insured blackjack's insurance, which pays 2:1.
 *
 * Pure: the state is plain JSON kept by the server between the player's decisions, and the
 * verifier replays a round from its shoe and its decisions with these same functions.
 */
import { rankOf, type Card } from '../fair-draw';

export const DECKS = 6;

export interface Hand {
  cards: Card[];
  /** The stake on this hand in millimes (doubled when doubled). */
  stake: number;
  doubled: boolean;
  /** From a split: a two-card 21 is not a blackjack, and split aces take one card only. */
  fromSplit: boolean;
  done: boolean;
}

export type Phase = 'insurance' | 'player' | 'done';
export type Action = 'hit' | 'stand' | 'double' | 'split' | 'insure' | 'decline';

export interface BlackjackState {
  bet: number;
  hands: Hand[];
  /** The hand the player acts on. */
  active: number;
  dealer: Card[];
  insurance: 'none' | 'offered' | 'taken' | 'declined';
  insuranceStake: number;
  /** Position of the next card in the round's shoe. */
  next: number;
  phase: Phase;
  /** The decisions taken, in order: what the verifier replays. */
  actions: Action[];
}

/** A card's points: ace 1 (counted 11 by `total` when it fits), court cards 10. */
export const pointsOf = (card: Card): number => Math.min(rankOf(card), 10);

/** Best total of a hand and whether an ace counts 11 in it (a soft total). */
export function total(cards: readonly Card[]): { value: number; soft: boolean } {
  let value = 0;
  let aces = 0;
  for (const card of cards) {
    value += pointsOf(card);
    if (rankOf(card) === 1) aces++;
  }
  const soft = aces > 0 && value + 10 <= 21;
  return { value: soft ? value + 10 : value, soft };
}

export const isBlackjack = (cards: readonly Card[], fromSplit = false): boolean =>
  !fromSplit && cards.length === 2 && total(cards).value === 21;

/** The cost of insurance: half the bet, rounded down to the millime. */
export const insuranceCost = (bet: number): number => Math.floor(bet / 2);

/** The deal: player, dealer, player, from the top of the round's shoe. */
export function deal(bet: number, shoe: readonly Card[]): BlackjackState {
  const state: BlackjackState = {
    bet,
    hands: [
      { cards: [shoe[0]!, shoe[2]!], stake: bet, doubled: false, fromSplit: false, done: false },
    ],
    active: 0,
    dealer: [shoe[1]!],
    insurance: 'none',
    insuranceStake: 0,
    next: 3,
    phase: 'player',
    actions: [],
  };
  if (rankOf(shoe[1]!) === 1) {
    state.insurance = 'offered';
    state.phase = 'insurance';
    return state;
  }
  return afterOpening(state, shoe);
}

function afterOpening(state: BlackjackState, shoe: readonly Card[]): BlackjackState {
  if (isBlackjack(state.hands[0]!.cards)) {
    state.hands[0]!.done = true;
    return finishDealer(state, shoe);
  }
  state.phase = 'player';
  return state;
}

/** The actions the player may take now. */
export function legalActions(state: BlackjackState): Action[] {
  if (state.phase === 'insurance') return ['insure', 'decline'];
  if (state.phase !== 'player') return [];
  const hand = state.hands[state.active]!;
  const actions: Action[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    if (state.hands.length === 1 && pointsOf(hand.cards[0]!) === pointsOf(hand.cards[1]!))
      actions.push('split');
  }
  return actions;
}

/** The extra stake an action takes from the wallet (0 for none). */
export function stakeOf(state: BlackjackState, action: Action): number {
  if (action === 'insure') return insuranceCost(state.bet);
  if (action === 'double' || action === 'split') return state.hands[state.active]!.stake;
  return 0;
}

/** Applies one decision; the shoe is the round's whole shuffled shoe. */
export function apply(
  previous: BlackjackState,
  action: Action,
  shoe: readonly Card[],
): { ok: true; state: BlackjackState } | { ok: false; reason: 'illegal_action' } {
  if (!legalActions(previous).includes(action)) return { ok: false, reason: 'illegal_action' };
  const state: BlackjackState = structuredClone(previous);
  state.actions.push(action);
  const draw = () => shoe[state.next++]!;
  if (action === 'insure' || action === 'decline') {
    state.insurance = action === 'insure' ? 'taken' : 'declined';
    state.insuranceStake = action === 'insure' ? insuranceCost(state.bet) : 0;
    return { ok: true, state: afterOpening(state, shoe) };
  }
  const hand = state.hands[state.active]!;
  if (action === 'split') {
    const [first, second] = hand.cards as [Card, Card];
    const aces = rankOf(first) === 1;
    state.hands = [first, second].map((card) => ({
      cards: [card, draw()],
      stake: hand.stake,
      doubled: false,
      fromSplit: true,
      // Split aces take one card each and stand.
      done: aces,
    }));
  } else if (action === 'double') {
    hand.stake *= 2;
    hand.doubled = true;
    hand.cards.push(draw());
    hand.done = true;
  } else if (action === 'hit') {
    hand.cards.push(draw());
    if (total(hand.cards).value >= 21) hand.done = true;
  } else hand.done = true;
  // A hand of 21 plays itself: standing is the only sensible decision.
  for (const each of state.hands) if (total(each.cards).value >= 21) each.done = true;
  const open = state.hands.findIndex((each) => !each.done);
  if (open >= 0) {
    state.active = open;
    return { ok: true, state };
  }
  return { ok: true, state: finishDealer(state, shoe) };
}

/**
 * The dealer's second card, then draws to 17, standing on soft 17. With every hand bust the
 * dealer takes only the second card (it still decides the insurance).
 */
function finishDealer(state: BlackjackState, shoe: readonly Card[]): BlackjackState {
  state.dealer.push(shoe[state.next++]!);
  const live = state.hands.some((hand) => total(hand.cards).value <= 21);
  if (live && !isBlackjack(state.dealer))
    while (total(state.dealer).value < 17) state.dealer.push(shoe[state.next++]!);
  state.phase = 'done';
  state.active = 0;
  return state;
}

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

/** What each hand returns (stake included) and the insurance's return, once the round is done. */
export function settle(state: BlackjackState): {
  hands: Array<{ outcome: HandOutcome; returned: number }>;
  insuranceReturn: number;
  total: number;
} {
  if (state.phase !== 'done') throw new Error('the round is not finished');
  const dealerBlackjack = isBlackjack(state.dealer);
  const dealer = total(state.dealer).value;
  const hands = state.hands.map((hand): { outcome: HandOutcome; returned: number } => {
    const value = total(hand.cards).value;
    if (isBlackjack(hand.cards, hand.fromSplit))
      return dealerBlackjack
        ? { outcome: 'push', returned: hand.stake }
        : // 3:2, rounded down to the millime.
          { outcome: 'blackjack', returned: hand.stake + Math.floor((hand.stake * 3) / 2) };
    if (value > 21) return { outcome: 'bust', returned: 0 };
    if (dealerBlackjack) return { outcome: 'lose', returned: 0 };
    if (dealer > 21 || value > dealer) return { outcome: 'win', returned: hand.stake * 2 };
    if (value === dealer) return { outcome: 'push', returned: hand.stake };
    return { outcome: 'lose', returned: 0 };
  });
  const insuranceReturn =
    state.insurance === 'taken' && dealerBlackjack ? state.insuranceStake * 3 : 0;
  return {
    hands,
    insuranceReturn,
    total: hands.reduce((sum, hand) => sum + hand.returned, 0) + insuranceReturn,
  };
}

/** Every stake the round took: the bet, doubles, the split hand and the insurance. */
export const totalStaked = (state: BlackjackState): number =>
  state.hands.reduce((sum, hand) => sum + hand.stake, 0) + state.insuranceStake;

/**
 * The rule for a round its player left undecided (docs/games-math.md#blackjack): insurance is
 * declined and every open hand stands, then the dealer plays as always.
 */
export function abandon(state: BlackjackState, shoe: readonly Card[]): BlackjackState {
  let current = state;
  while (current.phase !== 'done') {
    const result = apply(current, current.phase === 'insurance' ? 'decline' : 'stand', shoe);
    if (!result.ok) throw new Error('abandon: no legal move');
    current = result.state;
  }
  return current;
}
