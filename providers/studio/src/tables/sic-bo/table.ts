/**
 * Sic Bo on the shared table rounds: a bet's kind is its label ("small", "total-4",
 * "combination-1-2", "single-6"), the round's outcome its three dice.
 */
import type { TableRules } from '../rounds/rules';
import { type Dice, betLabel, everySicBoBet, returnOf, rollDice, type SicBoBet } from './rules';

const BY_LABEL = new Map<string, SicBoBet>(everySicBoBet().map((bet) => [betLabel(bet), bet]));

export const SIC_BO_KINDS: readonly string[] = [...BY_LABEL.keys()];

export const SIC_BO: TableRules<Dice, string> = {
  family: 'sic-bo',
  kinds: SIC_BO_KINDS,
  deal: rollDice,
  betReturn: (bet, dice) => bet.amount * returnOf(BY_LABEL.get(bet.kind)!, dice),
};
