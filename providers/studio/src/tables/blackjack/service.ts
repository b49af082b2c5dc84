/**
 * Blackjack rounds through the wallet (docs/games-math.md#blackjack) on the per-player table
 * plumbing (`../per-player/service.ts`): each stake (bet, double, split, insurance) is a wallet bet
 * in the round `bj-<id>`, and the finished round is closed by one win (0 when lost).
 */
import { FairDraw, shoe, shuffled, type Card } from '../fair-draw';
import type { PerPlayerDeps } from '../per-player/game';
import { perPlayerService } from '../per-player/service';
import { blackjackRounds, type BlackjackRound, type StakeKind } from './repository';
import {
  abandon,
  apply,
  deal,
  DECKS,
  settle,
  stakeOf,
  type Action,
  type BlackjackState,
} from './rules';

export type BlackjackDeps = PerPlayerDeps;

/** The round's shoe: 6 decks shuffled from its seeds; the nonce is the round's id. */
export const shoeOf = (serverSeed: string, clientSeed: string, nonce: number): Card[] =>
  shuffled(shoe(DECKS), new FairDraw(serverSeed, clientSeed, nonce));

const shoeOfRound = (round: BlackjackRound) =>
  shoeOf(round.server_seed, round.client_seed!, round.id);

const STAKE_OF_ACTION: Partial<Record<Action, StakeKind>> = {
  insure: 'insurance',
  double: 'double',
  split: 'split',
};

export const blackjack = perPlayerService<
  BlackjackState,
  Action,
  BlackjackRound,
  StakeKind,
  { amount: number; clientSeed: string }
>({
  engine: 'blackjack',
  refPrefix: 'bj',
  repository: blackjackRounds,
  dealStakes: ({ amount }, { minBet, maxBet }) =>
    amount < minBet || amount > maxBet ? undefined : [{ kind: 'bet', amount }],
  dealAmounts: ({ amount }) => [amount],
  deal: ({ amount }, round) => deal(amount, shoeOfRound(round)),
  decide(state, action, round) {
    const next = apply(state, action, shoeOfRound(round));
    if (!next.ok) return next;
    const kind = STAKE_OF_ACTION[action];
    return kind ? { ...next, stake: { kind, amount: stakeOf(state, action) } } : next;
  },
  isDone: (state) => state.phase === 'done',
  win: (state) => settle(state).total,
  // Insurance declined, open hands stand.
  abandon: (round) => abandon(round.state, shoeOfRound(round)),
});
