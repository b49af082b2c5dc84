import type { CasinoHistoryRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** A settled sport bet (api: GET /SportHistory): the API's round row. */
export type SportHistoryRow = CasinoHistoryRow;

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});
