import { apiRequest, type JackpotWin, type LatestJackpotResponse } from '@casino/shared/api';

/** The legacy client spells this path with a trailing space; the API answers both spellings. */
export async function fetchLatestJackpots(): Promise<JackpotWin[]> {
  const body = await apiRequest<LatestJackpotResponse>('/LatestJackpot');
  return body.latest_jackpots;
}
