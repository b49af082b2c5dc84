/** Blackjack rounds and stakes in the studio's database (migrations/0009_blackjack.sql). */
import { perPlayerRepository, type PerPlayerRound } from '../per-player/repository';
import type { BlackjackState } from './rules';

export type { RoundStatus } from '../per-player/repository';
export type StakeKind = 'bet' | 'double' | 'split' | 'insurance';

export interface BlackjackRound extends PerPlayerRound<BlackjackState> {
  bet: number | null;
}

/** A round may hold several doubles and splits, so no stake kind is unique in it. */
export const blackjackRounds = perPlayerRepository<BlackjackState, BlackjackRound, StakeKind>({
  rounds: 'blackjack_rounds',
  stakes: 'blackjack_stakes',
  amountColumns: ['bet'],
  oneStakePerKind: false,
});

export const { roundById } = blackjackRounds;
