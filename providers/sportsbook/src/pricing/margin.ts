/**
 * The book's margin on fair probabilities (docs/games-math.md#margin): the power method
 * finds k in (0, 1] with Σ p_i^k = 1 + margin and prices odds_i = 1 / p_i^k, which puts more of
 * the margin on long shots, as books do. Odds are shown and taken in hundredths (2.35 = 235),
 * rounded down so the book never gives more than its model; an outcome priced under 1.01 means
 * the market is decided (suspended), one over MAX_ODDS is not offered.
 */
export const MIN_ODDS = 101;
export const MAX_ODDS = 100_000;

/** Exact decimal odds of each outcome (Infinity for an impossible one). */
export function powerOdds(fair: readonly number[], margin: number): number[] {
  const possible = fair.filter((p) => p > 0);
  if (possible.length < 2 || margin <= 0) return fair.map((p) => (p > 0 ? 1 / p : Infinity));
  const total = (k: number) => possible.reduce((sum, p) => sum + p ** k, 0);
  let low = 0;
  let high = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (total(mid) > 1 + margin) low = mid;
    else high = mid;
  }
  const k = (low + high) / 2;
  return fair.map((p) => (p > 0 ? 1 / p ** k : Infinity));
}

/** Odds in hundredths as shown and taken, or null when not offered. */
export function displayOdds(exact: number): number | null {
  if (!Number.isFinite(exact)) return null;
  const hundredths = Math.floor(exact * 100 + 1e-9);
  if (hundredths > MAX_ODDS) return null;
  return hundredths;
}
