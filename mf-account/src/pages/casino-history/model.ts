import type { CasinoHistoryRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** The filter choices; 'All' is null (not sent). Game types are the catalogue's ids. */
export const GAME_TYPES = [
  { value: 1, label: 'filters.slots' },
  { value: 2, label: 'filters.liveCasino' },
] as const;
export const PROVIDERS = [
  'PRAGMATIC',
  'OUTCOMEBET',
  'FIABLE',
  'BSWGAMES',
  'XPG',
  'EVOLUTION',
] as const;
export const BET_STATUSES = ['Win', 'Lost'] as const;

export interface CasinoHistoryFilters extends Record<string, string | number | null> {
  gameType: 1 | 2 | null;
  provider: (typeof PROVIDERS)[number] | null;
  status: (typeof BET_STATUSES)[number] | null;
}

export const casinoHistory = createHistoryModel<CasinoHistoryRow, CasinoHistoryFilters>({
  request: (query) => fetchHistory('/CasinoHistory', query),
  filters: { gameType: null, provider: null, status: null },
});
