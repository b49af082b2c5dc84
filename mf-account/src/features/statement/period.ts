/**
 * The statement's period: whole UTC days (as the API counts them), at most 12 months back from
 * today, the start not after the end. Days are `YYYY-MM-DD`, the value of an `<input type="date">`.
 */
export const STATEMENT_MONTHS = 12;
/** The period the page opens on: the last 30 days, today included. */
export const DEFAULT_DAYS = 30;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return utcDay(date);
}

/** The first day a statement may start on, 12 months before today. */
export function earliestDay(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - STATEMENT_MONTHS);
  return utcDay(date);
}

function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && utcDay(new Date(`${text}T00:00:00Z`)) === text;
}

/** A period the API will answer: both days real, within the 12 months, in order. */
export function isValidPeriod(from: string, to: string, today: string): boolean {
  return isDay(from) && isDay(to) && from >= earliestDay(today) && from <= to && to <= today;
}
