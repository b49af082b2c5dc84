/** The responsible-gambling endpoints the session clock and its setting read and write. */
import { apiRequest } from '@casino/shared/api';
import type { RgOverview, RgSession } from '@casino/shared/api';

export type { RgOverview, RgSession };

export const fetchSession = () =>
  apiRequest<RgSession>('/responsible-gambling/session', { playerOnly: true });

export const fetchRgOverview = () => apiRequest<RgOverview>('/responsible-gambling');

/** `minutes` null: no reality check. */
export const saveRealityCheck = (minutes: number | null) =>
  apiRequest<RgOverview>('/responsible-gambling/reality-check', {
    method: 'PUT',
    body: { minutes },
  });
