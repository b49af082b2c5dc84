/**
 * The player's responsible-gambling endpoints (docs/responsible-gambling.md). Every route acts on
 * the token's own player; the API checks and records every change.
 */
import { apiRequest } from '@casino/shared/api';
import type {
  RgExclusion,
  RgExclusionDuration,
  RgLimitKind,
  RgLimitPeriod,
  RgOverview,
  RgSetLimitAnswer,
  RgStatement,
} from '@casino/shared/api';
import type { Millimes } from '@casino/shared/format';

export type {
  RgExclusion,
  RgExclusionDuration,
  RgLimitKind,
  RgLimitPeriod,
  RgOverview,
  RgSetLimitAnswer,
  RgStatement,
};
export type { RgLimit } from '@casino/shared/api';

const BASE = '/responsible-gambling';

export const fetchRgOverview = () => apiRequest<RgOverview>(BASE);

/** Sets, lowers, raises or removes (amount null) one limit. */
export const putLimit = (body: {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  amount: Millimes | null;
}) => apiRequest<RgSetLimitAnswer>(`${BASE}/limits`, { method: 'PUT', body });

export const postLimitConfirmation = (body: { kind: RgLimitKind; period: RgLimitPeriod }) =>
  apiRequest<RgOverview>(`${BASE}/limits/confirm`, { method: 'POST', body });

export const postLimitsPromptAnswer = (choice: 'set' | 'skipped') =>
  apiRequest<RgOverview>(`${BASE}/limits-prompt`, { method: 'POST', body: { choice } });

/** The confirmation box is the player's explicit choice; the API refuses it without. */
export const postExclusion = (duration: RgExclusionDuration) =>
  apiRequest<RgExclusion>(`${BASE}/exclusion`, {
    method: 'POST',
    body: { duration, confirm: true },
  });

export interface StatementPeriod {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
}

export const fetchStatement = (period: StatementPeriod) =>
  apiRequest<RgStatement>(`${BASE}/statement`, { query: { ...period } });

/** The same statement as CSV text, fetched with the player's token (a plain link would have none). */
export const fetchStatementCsv = (period: StatementPeriod) =>
  apiRequest<string>(`${BASE}/statement.csv`, { query: { ...period } });
