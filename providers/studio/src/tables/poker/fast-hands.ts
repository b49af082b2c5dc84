/**
 * The same ranking as `bestHand` (hands.ts), score for score, for seven cards at enumeration
 * speed: rank counts and per-suit rank bits instead of the 21 five-card subsets. A test holds it
 * to `bestHand` on random hands; the house-edge computation uses it.
 */
import { CATEGORIES, type Category } from './hands';

const counts = new Int8Array(15);
const suitMasks = new Int32Array(4);
const suitCounts = new Int8Array(4);

const scoreOf = (category: Category, ranks: number[]) =>
  ranks.reduce((sum, rank) => sum * 15 + rank, CATEGORIES.indexOf(category)) *
  15 ** (5 - ranks.length);

/** The highest card of a five-rank run in the rank bits (ace also low), or 0. */
function straightHigh(mask: number): number {
  const bits = mask & (1 << 14) ? mask | 2 : mask;
  for (let high = 14; high >= 5; high--) if (((bits >> (high - 4)) & 0x1f) === 0x1f) return high;
  return 0;
}

const run = (high: number) =>
  high === 5 ? [5, 4, 3, 2, 1] : [high, high - 1, high - 2, high - 3, high - 4];

/** The ranks 14…2 present in `mask`, highest first, at most `n`, skipping `except`. */
function topRanks(mask: number, n: number, ...except: number[]): number[] {
  const ranks: number[] = [];
  for (let rank = 14; rank >= 2 && ranks.length < n; rank--)
    if (mask & (1 << rank) && !except.includes(rank)) ranks.push(rank);
  return ranks;
}

/** Ranks held at least `size` times, highest first. */
function ranksWith(size: number): number[] {
  const ranks: number[] = [];
  for (let rank = 14; rank >= 2; rank--) if (counts[rank]! >= size) ranks.push(rank);
  return ranks;
}

export function bestScore(cards: readonly number[]): number {
  counts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let all = 0;
  for (const card of cards) {
    const low = (card % 13) + 1;
    const rank = low === 1 ? 14 : low;
    const suit = Math.floor(card / 13) % 4;
    counts[rank]!++;
    suitMasks[suit]! |= 1 << rank;
    suitCounts[suit]!++;
    all |= 1 << rank;
  }
  const flushSuit = suitCounts.findIndex((count) => count >= 5);
  if (flushSuit >= 0) {
    const high = straightHigh(suitMasks[flushSuit]!);
    if (high) return scoreOf(high === 14 ? 'royal-flush' : 'straight-flush', run(high));
  }
  const quads = ranksWith(4);
  if (quads.length) return scoreOf('four-of-a-kind', [quads[0]!, ...topRanks(all, 1, quads[0]!)]);
  const trips = ranksWith(3);
  const pairs = ranksWith(2);
  if (trips.length) {
    const pair = pairs.find((rank) => rank !== trips[0]);
    if (pair !== undefined) return scoreOf('full-house', [trips[0]!, pair]);
  }
  if (flushSuit >= 0) return scoreOf('flush', topRanks(suitMasks[flushSuit]!, 5));
  const high = straightHigh(all);
  if (high) return scoreOf('straight', run(high));
  if (trips.length) return scoreOf('three-of-a-kind', [trips[0]!, ...topRanks(all, 2, trips[0]!)]);
  if (pairs.length >= 2)
    return scoreOf('two-pair', [pairs[0]!, pairs[1]!, ...topRanks(all, 1, pairs[0]!, pairs[1]!)]);
  if (pairs.length) return scoreOf('pair', [pairs[0]!, ...topRanks(all, 3, pairs[0]!)]);
  return scoreOf('high-card', topRanks(all, 5));
}

/** A pair of 4s or better, from a score: what `dealerQualifies` says, at enumeration speed. */
export const PAIR_OF_FOURS = scoreOf('pair', [4, 0, 0, 0]);
