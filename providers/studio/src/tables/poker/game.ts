/**
 * One Casino Hold'em hand as the table plays it (docs/games-math.md#casino-holdem): a single
 * 52-card deck shuffled from the hand's seeds, dealt from its top in a fixed order — the player's
 * two cards, the dealer's two, then flop, turn and river. The player sees their cards and the
 * flop, then calls or folds; the dealer's cards, turn and river are shown once the hand is over.
 * Pure, so the server, the tests and the public verifier run the same steps.
 */
import { FairDraw, shoe, shuffled, type Card } from '../fair-draw';
import { settleHoldem } from './rules';

export type PokerAction = 'call' | 'fold';

export interface PokerState {
  phase: 'decision' | 'done';
  ante: number;
  /** The AA bonus side bet, 0 when not placed. */
  aaBonus: number;
  player: Card[];
  /** The flop while the player decides; flop, turn and river once done. */
  board: Card[];
  /** Shown once the hand is over. */
  dealer: Card[];
  actions: PokerAction[];
}

/** Where each card of the shuffled deck goes. */
const PLAYER = [0, 2];
const DEALER = [2, 4];
const FLOP = [4, 7];
const BOARD = [4, 9];

/** The hand's deck: one 52-card deck shuffled from its seeds; the nonce is the hand's id. */
export const deckOf = (serverSeed: string, clientSeed: string, nonce: number): Card[] =>
  shuffled(shoe(1), new FairDraw(serverSeed, clientSeed, nonce));

export function dealHoldem(ante: number, aaBonus: number, deck: readonly Card[]): PokerState {
  return {
    phase: 'decision',
    ante,
    aaBonus,
    player: deck.slice(...PLAYER),
    board: deck.slice(...FLOP),
    dealer: [],
    actions: [],
  };
}

export function applyHoldem(
  state: PokerState,
  action: PokerAction,
  deck: readonly Card[],
): { ok: true; state: PokerState } | { ok: false; reason: 'round_not_open' } {
  if (state.phase !== 'decision') return { ok: false, reason: 'round_not_open' };
  return {
    ok: true,
    state: {
      ...state,
      phase: 'done',
      board: deck.slice(...BOARD),
      dealer: deck.slice(...DEALER),
      actions: [...state.actions, action],
    },
  };
}

/** What the decision costs: a call stakes twice the ante, a fold nothing. */
export const callStakeOf = (state: PokerState, action: PokerAction): number =>
  action === 'call' ? state.ante * 2 : 0;

export const called = (state: PokerState): boolean => state.actions.includes('call');

/** Everything the player staked in the hand. */
export const totalStaked = (state: PokerState): number =>
  state.ante + state.aaBonus + (called(state) ? state.ante * 2 : 0);

/** The finished hand's returns (stakes included), per stake and in total. */
export function settlePoker(state: PokerState) {
  if (state.phase !== 'done') throw new Error('the hand is not over');
  return settleHoldem({
    ante: state.ante,
    aaBonus: state.aaBonus,
    called: called(state),
    player: state.player,
    board: state.board,
    dealer: state.dealer,
  });
}
