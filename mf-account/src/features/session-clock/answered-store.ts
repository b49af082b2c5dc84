/**
 * The reality check the player last answered, per login session: kept in localStorage so a
 * reload or another tab of the same session does not ask again for a check already answered.
 * A record of another session (another start) is ignored.
 */
const STORAGE_KEY = 'account.reality-check-answered';

interface AnsweredRecord {
  startedAt: number;
  answeredDueAt: number;
}

export function readAnswered(startedAt: number): number | null {
  try {
    const record = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as AnsweredRecord | null;
    return record?.startedAt === startedAt && Number.isFinite(record.answeredDueAt)
      ? record.answeredDueAt
      : null;
  } catch {
    return null;
  }
}

export function writeAnswered(startedAt: number, answeredDueAt: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ startedAt, answeredDueAt }));
  } catch {
    // Storage refused (private mode, full): the answer still holds for this page.
  }
}
