/**
 * Casino Hold'em against the dealer: the player stakes an ante (and may add the AA bonus side
 * bet), sees two cards and the flop, then calls at twice the ante or folds. The dealer qualifies
 * with a pair of 4s or better. Payouts to 1 (stake returned besides).
 *
 * - Fold: the ante is lost.
 * - Call, dealer not qualified: the ante pays by the ante paytable, the call is returned.
 * - Call, dealer qualified: the better hand wins; a player win pays the ante by the paytable and
 *   the call 1:1, a loss takes both, a tie returns both.
 * - AA bonus: the player's two cards and the flop make a pair of aces or better, paid by its own
 *   table whatever the main hand does.
 */
import type { Card } from '../fair-draw';
import { bestHand, rankFive, type Category } from './hands';

/** The standard ante paytable: straight or lower pays 1:1. */
export const ANTE_PAYS: Record<Category, number> = {
  'royal-flush': 100,
  'straight-flush': 20,
  'four-of-a-kind': 10,
  'full-house': 3,
  flush: 2,
  straight: 1,
  'three-of-a-kind': 1,
  'two-pair': 1,
  pair: 1,
  'high-card': 1,
};

/** The AA bonus table; a pair below aces and high card lose. */
export const AA_BONUS_PAYS: Partial<Record<Category, number>> = {
  'royal-flush': 100,
  'straight-flush': 50,
  'four-of-a-kind': 40,
  'full-house': 30,
  flush: 20,
  straight: 7,
  'three-of-a-kind': 7,
  'two-pair': 7,
};

/** Pair of 4s or better (a pair below 4s, or high card, does not qualify). */
export function dealerQualifies(cards: readonly Card[]): boolean {
  const hand = bestHand(cards);
  return hand.category !== 'high-card' && !(hand.category === 'pair' && hand.ranks[0]! < 4);
}

/** What the AA bonus pays to 1 for the player's two cards and the flop, or undefined (lost). */
export function aaBonusPays(fiveCards: readonly Card[]): number | undefined {
  const hand = rankFive(fiveCards);
  if (hand.category === 'pair') return hand.ranks[0] === 14 ? 7 : undefined;
  return AA_BONUS_PAYS[hand.category];
}

export interface HoldemHand {
  ante: number;
  aaBonus: number;
  called: boolean;
  player: Card[];
  /** The five community cards: flop, turn, river. */
  board: Card[];
  dealer: Card[];
}

/** Each stake's return (stake included) for a finished hand. */
export function settleHoldem(hand: HoldemHand): {
  ante: number;
  call: number;
  bonus: number;
  total: number;
  outcome: 'fold' | 'not-qualified' | 'win' | 'lose' | 'tie';
} {
  const pays = aaBonusPays([...hand.player, ...hand.board.slice(0, 3)]);
  const bonus = hand.aaBonus > 0 && pays !== undefined ? hand.aaBonus * (pays + 1) : 0;
  const done = (
    ante: number,
    call: number,
    outcome: ReturnType<typeof settleHoldem>['outcome'],
  ) => ({
    ante,
    call,
    bonus,
    total: ante + call + bonus,
    outcome,
  });
  if (!hand.called) return done(0, 0, 'fold');
  const player = bestHand([...hand.player, ...hand.board]);
  const call = hand.ante * 2;
  const anteWin = hand.ante * (ANTE_PAYS[player.category] + 1);
  if (!dealerQualifies([...hand.dealer, ...hand.board]))
    return done(anteWin, call, 'not-qualified');
  const dealer = bestHand([...hand.dealer, ...hand.board]);
  if (player.score > dealer.score) return done(anteWin, call * 2, 'win');
  if (player.score < dealer.score) return done(0, 0, 'lose');
  return done(hand.ante, call, 'tie');
}
