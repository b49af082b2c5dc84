import type { CasinoHistoryRow } from '@casino/shared/api';

/** What a round did with the stake, as the history names it. */
export type RoundOutcome = 'Win' | 'StakeReturned' | 'PartialReturn' | 'Lost';

/**
 * The API says Win for any round that paid something; a round that paid back less than its
 * stake is a partial return (the sport history's half lost, in a slot's words), one that paid
 * exactly the stake gave it back, and only more than the stake is a win.
 */
export function roundOutcome(row: Pick<CasinoHistoryRow, 'amount' | 'win_amount'>): RoundOutcome {
  if (row.win_amount <= 0) return 'Lost';
  if (row.win_amount < row.amount) return 'PartialReturn';
  if (row.win_amount === row.amount) return 'StakeReturned';
  return 'Win';
}
