/**
 * What a "bet then draw" table game tells the shared round machinery: the bets it takes, how a
 * round's outcome is drawn from the round's provably fair stream, and what each bet returns.
 * Everything here is pure, so the browser's verifier and the house-edge script run it too.
 */
import type { TableFamily } from '../../catalogue/games';
import type { FairDraw } from '../fair-draw';

export interface TableBet<Kind extends string = string> {
  /** The catalogue table the bet was placed at (its variant, e.g. baccarat's commission). */
  gameId: number;
  kind: Kind;
  /** Stake in millimes. */
  amount: number;
}

export interface TableRules<Outcome = unknown, Kind extends string = string> {
  family: TableFamily;
  /** Every bet the table takes (the socket refuses any other). */
  kinds: readonly Kind[];
  /** The round's outcome, drawn from its fair stream only: the same seed gives the same round. */
  deal(draw: FairDraw): Outcome;
  /**
   * What the bet gives back in millimes, stake included (0: lost, the stake: a push). Fractions of
   * a millime are cut, never rounded up: the player is never paid money the table does not hold.
   */
  betReturn(bet: TableBet<Kind>, outcome: Outcome): number;
}

/**
 * What one player collects from a round: their bets' returns summed table by table, each table
 * capped at its maximum win (`maxWinOf`), as the roulette does (its `settlement.ts`).
 */
export function playerTableWin<O>(
  rules: TableRules<O>,
  bets: readonly TableBet[],
  outcome: O,
  maxWinOf: (gameId: number) => number,
): number {
  const byTable = new Map<number, number>();
  for (const bet of bets)
    byTable.set(bet.gameId, (byTable.get(bet.gameId) ?? 0) + rules.betReturn(bet, outcome));
  let total = 0;
  for (const [gameId, returned] of byTable) total += Math.min(returned, maxWinOf(gameId));
  return total;
}

/** The public text the round's stream is keyed with besides the seed (and the round id as nonce). */
export const clientSeedOf = (family: TableFamily, stream: string) => `${family}:${stream}`;
