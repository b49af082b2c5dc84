import { describe, expect, it } from '@rstest/core';
import { clockOffset, realityCheckState, serverNow } from './schedule';

const MINUTE = 60_000;
const start = Date.parse('2026-03-01T10:00:00Z');
const at = (minutes: number, seconds = 0) => start + minutes * MINUTE + seconds * 1000;

describe('reality check schedule', () => {
  it('has nothing to show and no next check without an interval', () => {
    expect(
      realityCheckState({ startedAt: start, intervalMs: null, answeredDueAt: null, now: at(90) }),
    ).toEqual({ dueAt: null, nextAt: null });
  });

  it('waits one whole interval after the session start for the first check', () => {
    const input = { startedAt: start, intervalMs: 30 * MINUTE, answeredDueAt: null };
    expect(realityCheckState({ ...input, now: at(0) })).toEqual({ dueAt: null, nextAt: at(30) });
    expect(realityCheckState({ ...input, now: at(29, 59) })).toEqual({
      dueAt: null,
      nextAt: at(30),
    });
    expect(realityCheckState({ ...input, now: at(30) })).toEqual({
      dueAt: at(30),
      nextAt: at(60),
    });
  });

  it('after Continue the next check is at the next interval, not an interval after the answer', () => {
    const input = { startedAt: start, intervalMs: 30 * MINUTE, answeredDueAt: at(30) };
    // Answered at 31:10: nothing until 60:00.
    expect(realityCheckState({ ...input, now: at(31, 10) })).toEqual({
      dueAt: null,
      nextAt: at(60),
    });
    expect(realityCheckState({ ...input, now: at(60) })).toEqual({
      dueAt: at(60),
      nextAt: at(90),
    });
  });

  it('after a reload shows a due check that was not answered, and only the latest one', () => {
    // The page was closed from minute 20 to minute 95: one check (at 90) to answer, not three.
    expect(
      realityCheckState({
        startedAt: start,
        intervalMs: 30 * MINUTE,
        answeredDueAt: null,
        now: at(95),
      }),
    ).toEqual({ dueAt: at(90), nextAt: at(120) });
  });

  it('keeps an answered check answered when the interval changes', () => {
    // Answered the 30-minute check, then chose 15 minutes at minute 40: next at 45.
    expect(
      realityCheckState({
        startedAt: start,
        intervalMs: 15 * MINUTE,
        answeredDueAt: at(30),
        now: at(40),
      }),
    ).toEqual({ dueAt: null, nextAt: at(45) });
  });

  it('measures time with the server clock, whatever the browser clock says', () => {
    // The browser is 3 minutes behind the server.
    const offset = clockOffset('2026-03-01T10:30:00.000Z', Date.parse('2026-03-01T10:27:00Z'));
    expect(offset).toBe(3 * MINUTE);
    expect(serverNow(Date.parse('2026-03-01T10:27:05Z'), offset)).toBe(at(30, 5));
  });
});
