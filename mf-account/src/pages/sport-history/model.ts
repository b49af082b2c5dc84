import type { SportBetRow } from '@casino/shared/api';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** A sport bet, open or settled, with its status and legs (api: GET /SportHistory). */
export type SportHistoryRow = SportBetRow;

export const sportHistory = createHistoryModel<SportHistoryRow, Record<string, never>>({
  request: (query) => fetchHistory('/SportHistory', query),
  filters: {},
});

/** What the history says about a bet: the API's status, or what a single's one leg did. */
export type ShownStatus = SportHistoryRow['status'] | 'HalfWin' | 'HalfLost' | 'Push';

/**
 * A single on an Asian handicap quarter line can lose (or win) half its stake and have the other
 * half refunded, and one on a whole line can end level (a push, the stake back): the sportsbook
 * reports such a bet by what it paid ("won" when something came back). Its one leg's result
 * says what happened: half won, half lost, push, void. A multiple keeps its status (one leg is
 * not the whole bet).
 */
export function shownStatus(row: SportHistoryRow): ShownStatus {
  if (row.bet_kind !== 'single' || row.legs.length !== 1) return row.status;
  if (row.status === 'Open' || row.status === 'CashedOut') return row.status;
  const result = row.legs[0]!.result;
  if (result === 'half_lose') return 'HalfLost';
  if (result === 'half_win') return 'HalfWin';
  if (result === 'push') return 'Push';
  if (result === 'void') return 'Void';
  return row.status;
}
