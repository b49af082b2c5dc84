/**
 * What a player's page is sent of a blackjack round: the cards dealt so far, totals, the decisions
 * open, and once the round is over its outcome and its revealed seed. The server seed of a round
 * still open is never sent, only its commitment.
 */
import type { BlackjackRound } from './repository';
import { legalActions, settle, total } from './rules';

export function publicRound(round: BlackjackRound) {
  const { state } = round;
  const over = round.status === 'finished' || round.status === 'settled';
  const outcome = over && state ? settle(state) : undefined;
  return {
    id: round.id,
    status: round.status,
    commitment: round.commitment,
    bet: round.bet,
    ...(state && {
      phase: state.phase,
      dealer: { cards: state.dealer, total: total(state.dealer).value },
      hands: state.hands.map((hand, index) => ({
        cards: hand.cards,
        stake: hand.stake,
        total: total(hand.cards).value,
        soft: total(hand.cards).soft,
        doubled: hand.doubled,
        outcome: outcome?.hands[index]?.outcome ?? null,
      })),
      active: state.active,
      insurance: state.insurance,
      insuranceStake: state.insuranceStake,
      actions: legalActions(state),
    }),
    ...(over && {
      win: round.win,
      serverSeed: round.server_seed,
      clientSeed: round.client_seed,
      nonce: round.id,
    }),
  };
}
