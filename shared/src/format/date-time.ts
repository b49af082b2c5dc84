/**
 * A date and time for display, short date and short time in the given locale (the page's
 * language or a remote's own locale for it); a value that is not a date is shown as it came.
 *
 * One `Intl.DateTimeFormat` per locale, made once and kept: `Date#toLocaleString(locale,
 * options)` makes a new formatter on every call (the engine keeps only the one of no locale and
 * no options). A page's first one also loads ICU's calendar data, ~10 ms (a 40-60 ms task on
 * Lighthouse's phone, counted in total blocking time): a list can have it made in a task of its
 * own before it draws its rows (`prepareDateTimeFormat`).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format;
}

/** `scheduler.yield()` where the browser has it, else a timer: the rest runs in a later task. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function formatDateTime(value: string, locale: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatFor(locale).format(date);
}

/**
 * Makes the locale's formatter, when it is not made yet, in a task of its own: what the caller
 * does next (the list drawn) comes in the task after it.
 */
export async function prepareDateTimeFormat(locale: string): Promise<void> {
  if (formats.has(locale)) return;
  await nextTask();
  formatFor(locale);
  await nextTask();
}
