import {
  apiRequest,
  type JackpotWin,
  type LatestJackpotResponse,
  type TopWinner,
} from '@casino/shared/api';

/**
 * An answer that is not the list (a page an intermediary served with 200, an error object) is a
 * failure: drawing it would throw and take the whole widgets column off the page.
 */
function listOrThrow<T>(value: unknown, path: string): T[] {
  if (!Array.isArray(value)) throw new Error(`${path} did not answer a list`);
  return value as T[];
}

export async function fetchTopWinners(): Promise<TopWinner[]> {
  return listOrThrow<TopWinner>(await apiRequest<unknown>('/top_winners'), '/top_winners');
}

/** The path has a trailing-space spelling too; the API answers both. */
export async function fetchLatestJackpots(): Promise<JackpotWin[]> {
  const body = await apiRequest<Partial<LatestJackpotResponse> | null>('/LatestJackpot');
  return listOrThrow<JackpotWin>(body?.latest_jackpots, '/LatestJackpot');
}
