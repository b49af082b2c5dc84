/**
 * Poker hand ranking for Casino Hold'em: the best five cards of up to seven, as one comparable
 * score (category first, then the ranks that break ties). Aces are high, and low only in the
 * A-2-3-4-5 straight. Cards are 0–51 as the fair draw deals them.
 */
import { rankOf, suitOf, type Card } from '../fair-draw';

export const CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
  'royal-flush',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface Ranked {
  category: Category;
  /** Higher is better; equal scores split. */
  score: number;
  /** Ranks 2–14 deciding ties, most significant first. */
  ranks: number[];
}

const highRank = (card: Card) => (rankOf(card) === 1 ? 14 : rankOf(card));

/** The ranking of exactly five cards. */
export function rankFive(cards: readonly Card[]): Ranked {
  const ranks = cards.map(highRank).sort((a, b) => b - a);
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0]!));
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  // Groups by size then rank: [rank, count] pairs, biggest group first.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const distinct = groups.length === 5;
  const wheel = distinct && ranks[0] === 14 && ranks[1] === 5;
  const straight = distinct && (ranks[0]! - ranks[4]! === 4 || wheel);
  const straightRanks = wheel ? [5, 4, 3, 2, 1] : ranks;
  let category: Category;
  let order: number[];
  if (straight && flush) {
    category = straightRanks[0] === 14 ? 'royal-flush' : 'straight-flush';
    order = straightRanks;
  } else if (groups[0]![1] === 4) [category, order] = ['four-of-a-kind', groups.map((g) => g[0])];
  else if (groups[0]![1] === 3 && groups[1]![1] === 2)
    [category, order] = ['full-house', groups.map((g) => g[0])];
  else if (flush) [category, order] = ['flush', ranks];
  else if (straight) [category, order] = ['straight', straightRanks];
  else if (groups[0]![1] === 3) [category, order] = ['three-of-a-kind', groups.map((g) => g[0])];
  else if (groups[0]![1] === 2 && groups[1]![1] === 2)
    [category, order] = ['two-pair', groups.map((g) => g[0])];
  else if (groups[0]![1] === 2) [category, order] = ['pair', groups.map((g) => g[0])];
  else [category, order] = ['high-card', ranks];
  const score = order.reduce((sum, rank) => sum * 15 + rank, CATEGORIES.indexOf(category));
  // Every score has six base-15 digits (category and up to five ranks), padded for fewer groups.
  return { category, ranks: order, score: score * 15 ** (5 - order.length) };
}

/** The best five of five to seven cards (every way of leaving out up to two). */
export function bestHand(cards: readonly Card[]): Ranked {
  const n = cards.length;
  if (n < 5 || n > 7) throw new RangeError('5 to 7 cards');
  let best = rankFive(cards.slice(0, 5));
  for (let a = 0; a < n; a++)
    for (let b = a; b < n; b++) {
      const five = cards.filter((_, i) => i !== a && i !== b);
      // n = 6 leaves out one card (a = b); n = 7 leaves out two (a < b).
      if (five.length !== 5) continue;
      const ranked = rankFive(five);
      if (ranked.score > best.score) best = ranked;
    }
  return best;
}
