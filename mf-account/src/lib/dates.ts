/**
 * History filters hold days as the value of an `<input type="date">` (YYYY-MM-DD, local time).
 * The API wants ISO date-times: a "from" day starts at local midnight, a "to" day ends at its last
 * millisecond, so picking the same day twice shows that whole day.
 */
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Today's date as an `<input type="date">` value, in local time. */
export function dayOf(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day);
}

/** '' when unset: the history query sends an empty date for no bound. */
export function startOfDayIso(day: string): string {
  return isDay(day) ? new Date(`${day}T00:00:00`).toISOString() : '';
}

export function endOfDayIso(day: string): string {
  return isDay(day) ? new Date(`${day}T23:59:59.999`).toISOString() : '';
}
