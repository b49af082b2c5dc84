export { API_BASE, ApiError, apiRequest, apiUrl, type ApiRequest } from './client';
export { closeSession, isAbortError, tokenChanged } from './token-generation';
export type * from './types';
