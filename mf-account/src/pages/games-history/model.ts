import { createHistoryModel, fetchHistory } from '../../entities/history';

/** One casino bet, win or rollback with balances (api: GET /GameHistory). */
export interface GameHistoryRow {
  game_date: string;
  num_id: string;
  event_id: string;
  game_name: string;
  pro_name: string;
  type: string;
  direction: 'credit' | 'debit';
  amount: number;
  balance_before: number;
  balance_after: number;
}

export const gamesHistory = createHistoryModel<GameHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/GameHistory', query),
  filters: {},
});
