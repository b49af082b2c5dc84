/** Casino Hold'em hands and their stakes in the studio's database (migrations/0011_poker.sql). */
import { perPlayerRepository, type PerPlayerRound } from '../per-player/repository';
import type { PokerState } from './game';

export type { RoundStatus } from '../per-player/repository';
export type StakeKind = 'ante' | 'bonus' | 'call';

export interface PokerRound extends PerPlayerRound<PokerState> {
  ante: number | null;
  aa_bonus: number | null;
}

/** A unique index keeps one live stake of each kind per hand. */
export const pokerRounds = perPlayerRepository<PokerState, PokerRound, StakeKind>({
  rounds: 'poker_rounds',
  stakes: 'poker_stakes',
  amountColumns: ['ante', 'aa_bonus'],
  oneStakePerKind: true,
});

export const { roundById } = pokerRounds;
