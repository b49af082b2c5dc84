/**
 * The player's own bet in the crash round as the page knows it, and the line the page shows for
 * it: the bet, its cash-out, and whether an automatic cash-out has been paid (the player did
 * nothing, so the page says so rather than leave the bet line standing); a bet of a void round
 * says it is refunded, then that it was.
 */
import type { TextKey } from '../../src/i18n/texts';
import { formatMultiplier } from '../common/dom';
import { moneyText } from '../common/money';

export interface OwnBet {
  /** The bet's id, which the studio's `cashed` and `paid` messages name. */
  id?: number;
  round: number;
  amount: number;
  /** The automatic cash-out asked for (hundredths), or null. */
  auto: number | null;
  /** The cash-out it was decided at (hundredths), once decided. */
  cashed?: number;
  win?: number;
  /** The wallet has credited the win. */
  paid?: boolean;
  /** Its round was void (the server stopped mid-flight): the bet is refunded, not lost. */
  void?: boolean;
  /** The wallet has given the void bet back. */
  refunded?: boolean;
}

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export function ownBetLine(bet: OwnBet, t: Translate, currency = 'TND'): string {
  if (bet.void)
    return t(bet.refunded ? 'betRefunded' : 'betVoid', {
      amount: moneyText(bet.amount, currency),
    });
  if (bet.cashed === undefined) return t('yourBet', { amount: moneyText(bet.amount, currency) });
  const values = {
    multiplier: formatMultiplier(bet.cashed),
    amount: moneyText(bet.win ?? 0, currency),
  };
  if (bet.auto === null || bet.cashed !== bet.auto) return t('cashedAt', values);
  return t(bet.paid ? 'autoCashoutPaid' : 'autoCashedAt', values);
}

/** The player's bet in the round as the socket's greeting gives it (after a reload). */
export interface HelloBet {
  id: number;
  amount: number;
  status: string;
  cashout: number | null;
  win: number | null;
  autoCashout: number | null;
  settled: boolean;
}

/** The page's own bet from the greeting: one still in play, cashed out, or void (refunded). */
export function ownBetFromHello(
  bet: HelloBet | null,
  round: number | undefined,
): OwnBet | undefined {
  if (round === undefined || !bet || !['pending', 'placed', 'cashed', 'void'].includes(bet.status))
    return undefined;
  return {
    id: bet.id,
    round,
    amount: bet.amount,
    auto: bet.autoCashout ?? null,
    ...(bet.status === 'cashed'
      ? { cashed: bet.cashout!, win: bet.win ?? 0, paid: bet.settled }
      : {}),
    ...(bet.status === 'void' ? { void: true, refunded: bet.settled } : {}),
  };
}
