/**
 * The blackjack edges the help shows. The main game's comes from `pnpm --filter @casino/studio
 * blackjack-edge` (a simulation of 10^8 rounds, docs/games-math.md#blackjack); insurance's is
 * exact: with an ace up, 96 of the 311 unseen cards of a fresh 6-deck shoe are tens on average
 * over the player's cards, so insurance returns 3 × 96/311 and the house keeps 23/311.
 */
export const insuranceEdge = (): number => 1 - (3 * 96) / 311;

/**
 * The simulated house edge under basic strategy and its 95 % interval, in percent (the script's
 * output; the help shows the central figure cut to two decimals).
 */
export const BASIC_STRATEGY_EDGE = { percent: 0.5671, halfWidth95: 0.0221, rounds: 1e8 } as const;

/** A percentage cut (never rounded up) to two decimals: 7.395… reads 7.39. */
export const cutToHundredths = (percent: number): string =>
  (Math.floor(percent * 100 + 1e-9) / 100).toFixed(2);
