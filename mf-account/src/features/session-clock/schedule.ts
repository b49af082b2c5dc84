/**
 * When the reality check is due (docs/responsible-gambling.md#session-clock-and-reality-check).
 * Checks fall at the login session's start plus each whole interval, so the schedule is the
 * server's and survives reloads and game switches; the check last answered is remembered by its
 * due time, so a reload shows a check that is due and was not answered, never one that was.
 * Pure: every time is passed in (milliseconds since the epoch).
 */

export interface RealityCheckInput {
  /** The login session's start, as the server answered it. */
  startedAt: number;
  /** The interval the player chose, in milliseconds; null: no reality check. */
  intervalMs: number | null;
  /** Due time of the check the player last answered (Continue), if any in this session. */
  answeredDueAt: number | null;
  now: number;
}

export interface RealityCheckState {
  /** The due time of the check to show now, or null when none is waiting for an answer. */
  dueAt: number | null;
  /** When the next check falls (after the one shown, if any); null without an interval. */
  nextAt: number | null;
}

export function realityCheckState({
  startedAt,
  intervalMs,
  answeredDueAt,
  now,
}: RealityCheckInput): RealityCheckState {
  if (intervalMs === null || !(intervalMs > 0)) return { dueAt: null, nextAt: null };
  const elapsed = Math.max(0, now - startedAt);
  const passed = Math.floor(elapsed / intervalMs);
  const nextAt = startedAt + (passed + 1) * intervalMs;
  // The first check comes one whole interval after the start, not at the start itself.
  if (passed < 1) return { dueAt: null, nextAt };
  const latestDue = startedAt + passed * intervalMs;
  const answered = answeredDueAt !== null && answeredDueAt >= latestDue;
  return { dueAt: answered ? null : latestDue, nextAt };
}

/**
 * The server's time now, from the offset measured when its answer arrived: the browser's clock
 * may be wrong by minutes, its passing seconds are not.
 */
export function serverNow(localNow: number, offsetMs: number): number {
  return localNow + offsetMs;
}

export function clockOffset(serverNowIso: string, localNowAtAnswer: number): number {
  return Date.parse(serverNowIso) - localNowAtAnswer;
}
