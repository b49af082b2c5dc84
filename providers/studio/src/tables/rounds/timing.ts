/** A shared table's round: how long bets are taken, the draw lasts and the result stays up. */
export interface TableTiming {
  bettingMs: number;
  drawMs: number;
  resultMs: number;
}

export const DEFAULT_TABLE_TIMING: TableTiming = {
  bettingMs: 15_000,
  drawMs: 4_000,
  resultMs: 6_000,
};
