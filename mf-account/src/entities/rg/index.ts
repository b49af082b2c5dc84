export * from './api';
export { LIMIT_KINDS, LIMIT_PERIODS, limitKey, type LimitKey } from './limit-key';
export * from './excluded-api';
