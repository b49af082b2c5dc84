/** The history endpoints: the query goes through as given, 'All' filters as null. */
import { apiRequest } from '@casino/shared/api';
import type { HistoryPage } from '@casino/shared/api';

export type FilterValue = string | number | null;

export interface HistoryQuery {
  pageSize: number;
  pageIndex: number;
  /** ISO date-times, '' when unset. */
  fromDate: string;
  toDate: string;
}

export type HistoryPath =
  '/TransactionPlayer' | '/CasinoHistory' | '/SportHistory' | '/GameHistory';

export function fetchHistory<Row>(
  path: HistoryPath,
  query: HistoryQuery & object,
): Promise<HistoryPage<Row>> {
  return apiRequest<HistoryPage<Row>>(path, { query: query as Record<string, FilterValue> });
}
