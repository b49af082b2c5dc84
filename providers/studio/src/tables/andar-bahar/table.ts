/**
 * Andar Bahar on the shared table rounds: kinds "andar", "bahar" and the side bets "cards-1-5" …
 * "cards-41-49"; the outcome is the whole deal (joker, both sides' cards, winner, count).
 */
import type { TableRules } from '../rounds/rules';
import {
  type AndarBaharBet,
  type AndarBaharDeal,
  betLabel,
  dealAndarBahar,
  everyAndarBaharBet,
  returnOf,
} from './rules';

const BY_LABEL = new Map<string, AndarBaharBet>(
  everyAndarBaharBet().map((bet) => [betLabel(bet), bet]),
);

export const ANDAR_BAHAR_KINDS: readonly string[] = [...BY_LABEL.keys()];

export const ANDAR_BAHAR: TableRules<AndarBaharDeal, string> = {
  family: 'andar-bahar',
  kinds: ANDAR_BAHAR_KINDS,
  deal: dealAndarBahar,
  betReturn: (bet, deal) => returnOf(BY_LABEL.get(bet.kind)!, deal, bet.amount),
};
