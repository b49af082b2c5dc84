import type { SportBetRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** A sport bet, open or settled, with its status and legs (api: GET /SportHistory). */
export type SportHistoryRow = SportBetRow;

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});

/** What the history says about a bet: the API's status, or a half result of a single. */
export type ShownStatus = SportHistoryRow['status'] | 'HalfWin' | 'HalfLost';

/**
 * A single on an Asian handicap quarter line can lose (or win) half its stake and have the other
 * half refunded: the sportsbook reports it "won" because it paid something back. Its one leg's
 * result (the bet report's `half_lose` / `half_win`) says what happened; a multiple keeps its
 * status (one half leg is not the whole bet).
 */
export function shownStatus(row: SportHistoryRow): ShownStatus {
  if (row.bet_kind !== 'single' || row.legs.length !== 1) return row.status;
  if (row.status !== 'Win' && row.status !== 'Lost') return row.status;
  const result = row.legs[0]!.result;
  if (result === 'half_lose') return 'HalfLost';
  if (result === 'half_win') return 'HalfWin';
  return row.status;
}
