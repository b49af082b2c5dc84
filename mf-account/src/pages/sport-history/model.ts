import type { SportBetRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** A sport bet, open or settled, with its status and legs (api: GET /SportHistory). */
export type SportHistoryRow = SportBetRow;

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});
