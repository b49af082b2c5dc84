/**
 * Recomputes a finished Casino Hold'em hand from what is published after it: the revealed server
 * seed (checked against the commitment shown before the bet), the client seed, the nonce (the
 * hand's id), the stakes and the player's decision. Pure, so the browser can run it as the server
 * does.
 */
import { commitmentOf } from '../fair-draw';
import {
  applyHoldem,
  dealHoldem,
  deckOf,
  settlePoker,
  type PokerAction,
  type PokerState,
} from './game';

export interface PublishedPokerRound {
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  ante: number;
  aaBonus: number;
  actions: PokerAction[];
}

export type Recomputed =
  | { ok: true; state: PokerState; returned: number }
  | { ok: false; reason: 'seed_does_not_match_commitment' | 'illegal_decision' | 'unfinished' };

export function recomputePokerRound(round: PublishedPokerRound): Recomputed {
  if (commitmentOf(round.serverSeed) !== round.commitment)
    return { ok: false, reason: 'seed_does_not_match_commitment' };
  const deck = deckOf(round.serverSeed, round.clientSeed, round.nonce);
  let state = dealHoldem(round.ante, round.aaBonus, deck);
  for (const action of round.actions) {
    const next = applyHoldem(state, action, deck);
    if (!next.ok) return { ok: false, reason: 'illegal_decision' };
    state = next.state;
  }
  if (state.phase !== 'done') return { ok: false, reason: 'unfinished' };
  return { ok: true, state, returned: settlePoker(state).total };
}
