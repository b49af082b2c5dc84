import { apiRequest } from '@casino/shared/api';
import type { Language } from '@casino/shared/events';
import type { SportView } from './config';

export interface SportLaunch {
  token: string;
  url: string;
  isFrame: boolean;
}

/** Prematch comes from GET /sport, live from GET /Live (api/README.md). */
export function fetchSportLaunch(view: SportView, language: Language): Promise<SportLaunch> {
  return apiRequest<SportLaunch>(view === 'live' ? '/Live' : '/sport', {
    query: { lang: language },
  });
}
