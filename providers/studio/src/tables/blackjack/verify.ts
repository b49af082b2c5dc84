/**
 * Recomputes a finished blackjack round from what is published after it: the revealed server
 * seed (checked against the commitment shown before the bet), the client seed, the nonce (the
 * round's id), the bet and the player's decisions in order. Pure, for the public verifier's
 * registry of table families, in the browser as on the server.
 */
import { commitmentOf, FairDraw, shoe, shuffled } from '../fair-draw';
import { apply, deal, DECKS, settle, type Action, type BlackjackState } from './rules';

export interface PublishedBlackjackRound {
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: number;
  actions: Action[];
}

export type Recomputed =
  | { ok: true; state: BlackjackState; returned: number }
  | { ok: false; reason: 'seed_does_not_match_commitment' | 'illegal_decision' | 'unfinished' };

export function recomputeBlackjackRound(round: PublishedBlackjackRound): Recomputed {
  if (commitmentOf(round.serverSeed) !== round.commitment)
    return { ok: false, reason: 'seed_does_not_match_commitment' };
  const cards = shuffled(
    shoe(DECKS),
    new FairDraw(round.serverSeed, round.clientSeed, round.nonce),
  );
  let state = deal(round.bet, cards);
  for (const action of round.actions) {
    const next = apply(state, action, cards);
    if (!next.ok) return { ok: false, reason: 'illegal_decision' };
    state = next.state;
  }
  if (state.phase !== 'done') return { ok: false, reason: 'unfinished' };
  return { ok: true, state, returned: settle(state).total };
}
