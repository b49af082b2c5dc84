import { apiRequest, type JackpotPools } from '@casino/shared/api';

/** The pools' current amounts, for a guest too (the player's stream brings them live). */
export async function fetchJackpotPools(): Promise<JackpotPools> {
  const body = await apiRequest<JackpotPools | null>('/jackpots');
  if (!body || !Number.isSafeInteger(body.diamond)) throw new Error('/jackpots: no pools');
  return body;
}
