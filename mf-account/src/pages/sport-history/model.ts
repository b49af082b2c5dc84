import { createHistoryModel, fetchHistory } from '../../entities/history';

/** A settled sport bet (api: GET /SportHistory). */
export interface SportHistoryRow {
  game_date: string;
  num_id: string;
  event_id: string;
  status: 'Win' | 'Lost';
  amount: number;
  win_amount: number;
}

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});
