import { createHistoryModel, fetchHistory } from '../../entities/history';

/** Spec §3 names the columns only (date, payment id, status, amount); fields read defensively. */
export interface SportHistoryRow {
  game_date: string;
  num_id?: string;
  event_id?: string;
  status?: string;
  direction?: 'credit' | 'debit';
  amount: number;
}

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});
