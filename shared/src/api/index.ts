export { API_BASE, ApiError, apiRequest, type ApiRequest } from './client';
export type * from './types';
