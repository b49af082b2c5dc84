/**
 * What a player's page is sent of a Casino Hold'em hand: the player's cards and the flop while
 * the player decides; once the hand is over the whole board, the dealer's cards, both hands'
 * categories, the outcome, each stake's return and the revealed seed. The server seed and the
 * cards still face down are never sent before then, only the commitment.
 */
import { bestHand } from './hands';
import { dealerQualifies } from './rules';
import { settlePoker, totalStaked } from './game';
import type { PokerRound } from './repository';

export function publicRound(round: PokerRound) {
  const { state } = round;
  const over = (round.status === 'finished' || round.status === 'settled') && state !== null;
  const result = over ? settlePoker(state) : undefined;
  return {
    id: round.id,
    status: round.status,
    commitment: round.commitment,
    ante: round.ante,
    aaBonus: round.aa_bonus,
    ...(state && {
      phase: state.phase,
      player: state.player,
      board: state.board,
      staked: totalStaked(state),
      actions: state.phase === 'decision' ? ['call', 'fold'] : [],
      callStake: state.ante * 2,
    }),
    ...(over &&
      result && {
        dealer: state.dealer,
        playerHand: bestHand([...state.player, ...state.board]).category,
        dealerHand: bestHand([...state.dealer, ...state.board]).category,
        dealerQualifies: dealerQualifies([...state.dealer, ...state.board]),
        outcome: result.outcome,
        returns: { ante: result.ante, call: result.call, bonus: result.bonus },
        win: round.win,
        serverSeed: round.server_seed,
        clientSeed: round.client_seed,
        nonce: round.id,
      }),
  };
}
