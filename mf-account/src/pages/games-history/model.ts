import type { GameMovementRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** One casino bet, win or rollback with balances (api: GET /GameHistory): the API's row. */
export type GameHistoryRow = GameMovementRow;

export const gamesHistory = createHistoryModel<GameHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/GameHistory', query),
  filters: {},
});
