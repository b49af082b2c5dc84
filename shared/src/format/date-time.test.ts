import { describe, expect, it, rs } from '@rstest/core';
import { formatDateTime } from './date-time';

const time = '2026-11-23T14:05:00Z';

describe('dates and times', () => {
  it('reads as the browser writes a short date and time in that language', () => {
    for (const locale of ['fr', 'en', 'ar', 'ar-TN-u-nu-latn']) {
      expect(formatDateTime(time, locale)).toBe(
        new Date(time).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
      );
    }
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDateTime('hier', 'fr')).toBe('hier');
  });

  it("a list's rows share one formatter per language (each new one is ~5 ms on a phone)", async () => {
    rs.resetModules();
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const made = rs
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
          new RealDateTimeFormat(...args),
      );
    try {
      const fresh = await import('./date-time');
      expect(made).not.toHaveBeenCalled();
      const rows = Array.from({ length: 10 }, (_, minute) =>
        fresh.formatDateTime(`2026-11-23T14:${String(minute).padStart(2, '0')}:00Z`, 'fr'),
      );
      expect(new Set(rows).size).toBe(10);
      expect(made).toHaveBeenCalledTimes(1);
      // A language switch: one more, then reused too.
      fresh.formatDateTime(time, 'ar');
      fresh.formatDateTime(time, 'ar');
      expect(made).toHaveBeenCalledTimes(2);
    } finally {
      made.mockRestore();
    }
  });
});
