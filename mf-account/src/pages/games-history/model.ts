import { createHistoryModel, fetchHistory } from '../../entities/history';

/** Spec §3 names the columns only (date, game, game id, credit, balance before); fields read defensively. */
export interface GameHistoryRow {
  game_date: string;
  game_name?: string;
  event_id?: string;
  game_id?: number | string;
  direction?: 'credit' | 'debit';
  amount: number;
  balance_before?: number;
}

export const gamesHistory = createHistoryModel<GameHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/GameHistory', query),
  filters: {},
});
