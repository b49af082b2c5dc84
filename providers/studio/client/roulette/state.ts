/**
 * What the roulette page knows of the table, apart from the page: the shared round's bets
 * (`../round-table/state.ts`), the numbers an inside bet covers and the refusals it explains.
 */
import type { TextKey } from '../../src/i18n/texts';
import { refusalText as refusalTextOf } from '../common/refusals';
import { SharedRoundBets } from '../round-table/state';

export interface PublicRound {
  id: number;
  phase: 'betting' | 'spinning' | 'result';
  bettingEndsIn?: number;
  spinning?: number;
  result?: number;
}

export type InsideKind = 'straight' | 'split' | 'street' | 'corner' | 'line';

/** The numbers an inside bet of `kind` anchored on `n` covers, or undefined when it has none. */
export function insideNumbers(kind: InsideKind, n: number): number[] | undefined {
  if (kind === 'straight') return [n];
  if (n === 0) return undefined;
  const top = n - ((n - 1) % 3);
  if (kind === 'split') return n % 3 !== 0 ? [n, n + 1] : n <= 33 ? [n, n + 3] : undefined;
  if (kind === 'street') return [top, top + 1, top + 2];
  if (kind === 'corner') return n % 3 !== 0 && n <= 32 ? [n, n + 1, n + 3, n + 4] : undefined;
  return top <= 31 ? [top, top + 1, top + 2, top + 3, top + 4, top + 5] : undefined;
}

/** The roulette's round bets: a round's wins follow once its number is shown. */
export class RouletteTable extends SharedRoundBets<PublicRound> {
  constructor() {
    super((round) => round.phase === 'result' && round.result !== undefined);
  }
}

/** The refusals the page has a text of its own for; any other reads as a general error. */
const KNOWN_REFUSALS = new Set([
  'betting_closed',
  'bad_bet',
  'too_many_bets',
  'insufficient_funds',
  'limit_reached',
  'player_excluded',
  'session_expired',
  'session_ended',
  'wallet_unavailable',
]);

export const refusalText = (
  status: string,
  t: (key: TextKey, values?: Record<string, string | number>) => string,
  limits: { min: string; max: string },
): string => refusalTextOf(status, KNOWN_REFUSALS, t, limits);
