import {
  apiRequest,
  type JackpotWin,
  type LatestJackpotResponse,
  type TopWinner,
} from '@casino/shared/api';

export function fetchTopWinners(): Promise<TopWinner[]> {
  return apiRequest<TopWinner[]>('/top_winners');
}

/** The spec's client spells this path with a trailing space; the API answers both spellings. */
export async function fetchLatestJackpots(): Promise<JackpotWin[]> {
  const body = await apiRequest<LatestJackpotResponse>('/LatestJackpot');
  return body.latest_jackpots;
}
