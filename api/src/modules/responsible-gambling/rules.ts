/**
 * The responsible-gambling vocabulary and its fixed rules (docs/responsible-gambling.md): three
 * kinds of limit over three rolling windows, the durations of time-outs and self-exclusions, and
 * the 24-hour cooling-off that every loosening waits for.
 */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionKind = 'timeout' | 'self_exclusion';
export type ExclusionDuration = TimeoutDuration | SelfExclusionDuration;

/** A raise or removal of a limit, and the end of a self-exclusion, wait this long. */
export const COOLING_OFF_MS = 24 * 3600_000;

/** PostgreSQL intervals of each duration; permanent has none. */
export const DURATION_INTERVALS: Record<ExclusionDuration, string | null> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6w': '42 days',
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: null,
};

export function kindOfDuration(duration: ExclusionDuration): ExclusionKind {
  return (TIMEOUT_DURATIONS as readonly string[]).includes(duration) ? 'timeout' : 'self_exclusion';
}

/** Reality-check intervals the player may choose, minutes (the lower bound is configurable). */
export const REALITY_CHECK_MAX_MINUTES = 120;

/** The statement covers at most the last 12 months. */
export const STATEMENT_MONTHS = 12;
