/**
 * The player's own bet in the crash round as the page knows it, and the line the page shows for
 * it: the bet, its cash-out, and whether an automatic cash-out has been paid (the player did
 * nothing, so the page says so rather than leave the bet line standing).
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
}

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

export function ownBetLine(bet: OwnBet, t: Translate, currency = 'TND'): string {
  if (bet.cashed === undefined) return t('yourBet', { amount: moneyText(bet.amount, currency) });
  const values = {
    multiplier: formatMultiplier(bet.cashed),
    amount: moneyText(bet.win ?? 0, currency),
  };
  if (bet.auto === null || bet.cashed !== bet.auto) return t('cashedAt', values);
  return t(bet.paid ? 'autoCashoutPaid' : 'autoCashedAt', values);
}
