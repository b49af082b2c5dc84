/**
 * What a slot math model is: reels and rows, paylines, a paytable, a wild, a scatter and free
 * spins. Everything the server draws and pays, and everything the RTP computation reads, comes
 * from one of these; nothing else decides a payout.
 */

/** Symbol kinds: a wild substitutes for every regular symbol on a line; a scatter pays anywhere. */
export type SymbolKind = 'wild' | 'scatter' | 'regular';

export interface SlotSymbol {
  /** Short code, e.g. `W`, `S`, `H1`, `L3`; games draw their own picture for each. */
  code: string;
  kind: SymbolKind;
  /**
   * Line pay by run length, in multiples of the line bet: `pays[n]` for a run of n from the
   * leftmost reel (0 where a run that long pays nothing). Scatters pay through `scatterPays`.
   */
  pays: number[];
}

export interface FreeSpins {
  /** Spins awarded by the number of scatters in view (index = count); 0 = none. */
  awards: number[];
  /** Every win of a free spin is multiplied by this. */
  multiplier: number;
  /** Whether scatters during free spins award more spins (by the same table). */
  retrigger: boolean;
}

export interface SlotModel {
  id: string;
  /** Declared return to player in percent (shown in the game's help); the computation must agree. */
  targetRtp: number;
  volatilityLabel: 'low' | 'medium' | 'high';
  rows: number;
  /** One row index per reel for each payline. */
  lines: number[][];
  symbols: SlotSymbol[];
  /** Scatter pay by scatters in view (index = count), in multiples of the total bet. */
  scatterPays: number[];
  freeSpins: FreeSpins;
  /** One strip per reel: symbol indices, read cyclically; a stop shows `rows` consecutive symbols. */
  baseStrips: number[][];
  freeStrips: number[][];
  /** Allowed bets per line, in millimes; the total bet is the line bet times the number of lines. */
  lineBets: number[];
}

export const reelCount = (model: SlotModel): number => model.baseStrips.length;

export function totalBet(model: SlotModel, lineBet: number): number {
  return lineBet * model.lines.length;
}
