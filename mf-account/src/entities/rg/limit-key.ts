/** The nine limits a player can set: three kinds, each over three rolling windows. */
import type { RgLimitKind, RgLimitPeriod } from '@casino/shared/api';

export const LIMIT_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager'];
export const LIMIT_PERIODS: readonly RgLimitPeriod[] = ['day', 'week', 'month'];

export type LimitKey = `${RgLimitKind}.${RgLimitPeriod}`;

export function limitKey(kind: RgLimitKind, period: RgLimitPeriod): LimitKey {
  return `${kind}.${period}`;
}
