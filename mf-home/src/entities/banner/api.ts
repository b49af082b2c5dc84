import { apiRequest, type Banner } from '@casino/shared/api';

export function fetchBanners(): Promise<Banner[]> {
  return apiRequest<Banner[]>('/banners');
}
