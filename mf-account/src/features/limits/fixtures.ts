/** An overview as the API answers it, for the limits tests: every limit unset unless given. */
import type { RgLimit, RgOverview } from '../../entities/rg';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../entities/rg';

export function limitOf(overrides: Partial<RgLimit> & Pick<RgLimit, 'kind' | 'period'>): RgLimit {
  return {
    amount: null,
    used: 0 as RgLimit['used'],
    remaining: null,
    resets_at: null,
    pending: null,
    ...overrides,
  };
}

export function overviewOf(now: string, ...limits: RgLimit[]): RgOverview {
  return {
    now,
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map(
        (period) =>
          limits.find((limit) => limit.kind === kind && limit.period === period) ??
          limitOf({ kind, period }),
      ),
    ),
    reality_check_minutes: null,
    reality_check_range: { min: 15, max: 120 },
    limits_prompt: null,
    show_limits_prompt: false,
  };
}
