/**
 * Exact return of a table bet: returned millimes over staked millimes, both integers (BigInt), so
 * a house edge is never a floating-point approximation. The help shows it cut to two decimals,
 * never rounded up.
 */
export interface ExactReturn {
  returned: bigint;
  staked: bigint;
}

/** The RTP as the help reads it, in percent truncated to hundredths: 1946/2000 → "97.30". */
export function rtpPercent({ returned, staked }: ExactReturn): string {
  const hundredths = (returned * 10_000n) / staked;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** The house edge (100 % − RTP) in percent, truncated to hundredths of a percent, rounded down. */
export function edgePercent({ returned, staked }: ExactReturn): string {
  const kept = staked - returned;
  const sign = kept < 0n ? '-' : '';
  const hundredths = ((kept < 0n ? -kept : kept) * 10_000n) / staked;
  return `${sign}${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** The RTP as a number (for checks against a published range). */
export const rtpOf = ({ returned, staked }: ExactReturn): number =>
  Number((returned * 1_000_000_000n) / staked) / 1e9;
