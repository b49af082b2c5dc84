import { describe, expect, it } from '@rstest/core';
import { daysBefore, earliestDay, isValidPeriod } from './period';

describe('the statement period', () => {
  it('goes back 12 months, by calendar, in UTC days', () => {
    expect(earliestDay('2026-03-15')).toBe('2025-03-15');
    expect(daysBefore('2026-03-01', 29)).toBe('2026-01-31');
  });

  it('accepts real days within the 12 months, in order, not after today', () => {
    const today = '2026-03-15';
    expect(isValidPeriod('2025-03-15', today, today)).toBe(true);
    expect(isValidPeriod('2026-03-15', today, today)).toBe(true);
    expect(isValidPeriod('2025-03-14', today, today)).toBe(false);
    expect(isValidPeriod('2026-03-10', '2026-03-09', today)).toBe(false);
    expect(isValidPeriod('2026-03-10', '2026-03-16', today)).toBe(false);
    expect(isValidPeriod('2026-02-30', today, today)).toBe(false);
    expect(isValidPeriod('', today, today)).toBe(false);
  });
});
