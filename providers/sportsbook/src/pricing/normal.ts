/** The standard normal distribution: Φ (erf by Abramowitz–Stegun 7.1.26, |error| < 1.5e-7) and its inverse. */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export function normalQuantile(p: number): number {
  let low = -10;
  let high = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (normalCdf(mid) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Solves f(x) = target for an increasing f on [low, high] by bisection. */
export function solveIncreasing(
  f: (x: number) => number,
  target: number,
  low: number,
  high: number,
): number {
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (f(mid) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
