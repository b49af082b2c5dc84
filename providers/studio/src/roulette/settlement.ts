/**
 * What a player is paid for a roulette round. The table's limits name a maximum win: it caps
 * what one player collects from one table (catalogue game) in one round — the sum of their bets'
 * returns there, stakes included — because no single bet can reach it (36 × the maximum bet stays
 * below it) while thirty bets on one number can. Bets placed from tables of different limits in the
 * same shared round are capped table by table.
 */
import { betReturn, type BetKind } from './rules';

export interface PlacedBet {
  gameId: number;
  kind: BetKind;
  numbers: number[];
  amount: number;
}

export function playerRoundWin(
  bets: readonly PlacedBet[],
  result: number,
  maxWinOf: (gameId: number) => number,
): number {
  const byTable = new Map<number, number>();
  for (const bet of bets)
    byTable.set(bet.gameId, (byTable.get(bet.gameId) ?? 0) + betReturn(bet, result));
  let total = 0;
  for (const [gameId, returned] of byTable) total += Math.min(returned, maxWinOf(gameId));
  return total;
}
