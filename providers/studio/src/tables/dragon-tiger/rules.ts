/**
 * Dragon Tiger: one card to the Dragon, one to the Tiger, from a freshly shuffled 8-deck shoe;
 * the higher rank wins (ace low, king high, suits do not rank). Dragon and Tiger pay 1:1 and give
 * half the stake back on a tie; Tie pays 11:1; Suited tie (same rank and suit) pays 50:1.
 */
import { rankOf, shoe, shuffled, suitOf, type Card } from '../fair-draw';
import type { TableBet, TableRules } from '../rounds/rules';

export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_KINDS = ['dragon', 'tiger', 'tie', 'suited-tie'] as const;
export type DragonTigerKind = (typeof DRAGON_TIGER_KINDS)[number];

export interface DragonTigerOutcome {
  dragon: Card;
  tiger: Card;
}

/** Winnings per unit staked, stake not included. */
export const DRAGON_TIGER_PAYS: Record<DragonTigerKind, number> = {
  dragon: 1,
  tiger: 1,
  tie: 11,
  'suited-tie': 50,
};

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export function dragonTigerWinner({ dragon, tiger }: DragonTigerOutcome): DragonTigerWinner {
  const difference = rankOf(dragon) - rankOf(tiger);
  return difference > 0 ? 'dragon' : difference < 0 ? 'tiger' : 'tie';
}

export function dragonTigerReturn(
  bet: Pick<TableBet<DragonTigerKind>, 'kind' | 'amount'>,
  outcome: DragonTigerOutcome,
): number {
  const winner = dragonTigerWinner(outcome);
  const { kind, amount } = bet;
  if (kind === 'dragon' || kind === 'tiger') {
    if (winner === kind) return amount * 2;
    // A tie gives half of a Dragon or Tiger stake back (an odd millime is kept by the table).
    return winner === 'tie' ? Math.floor(amount / 2) : 0;
  }
  if (winner !== 'tie') return 0;
  if (kind === 'tie') return amount * (1 + DRAGON_TIGER_PAYS.tie);
  return suitOf(outcome.dragon) === suitOf(outcome.tiger)
    ? amount * (1 + DRAGON_TIGER_PAYS['suited-tie'])
    : 0;
}

export const DRAGON_TIGER: TableRules<DragonTigerOutcome, DragonTigerKind> = {
  family: 'dragon-tiger',
  kinds: DRAGON_TIGER_KINDS,
  deal(draw) {
    const cards = shuffled(shoe(DRAGON_TIGER_DECKS), draw);
    return { dragon: cards[0]!, tiger: cards[1]! };
  },
  betReturn: dragonTigerReturn,
};
