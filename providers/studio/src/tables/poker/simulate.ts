/**
 * The Casino Hold'em ante game's house edge by simulation: each hand is dealt from a freshly
 * shuffled deck as the table deals it, and its result is computed both when the player calls and
 * when they fold, so every strategy below is measured on the same hands. A strategy is a fold
 * threshold: call with a pair or better using a hole card, a four-card flush or open-ended
 * straight draw, or a hole card of at least `threshold` (15: never on that ground, 0: always
 * call). Results are per unit of ante; the AA bonus is priced exactly apart (edges.ts).
 */
import { sfc32 } from '../blackjack/simulate';
import { ANTE_PAYS } from './rules';
import { bestScore, PAIR_OF_FOURS } from './fast-hands';
import { CATEGORIES } from './hands';

export const THRESHOLDS = [0, 8, 9, 10, 11, 12, 13, 14, 15] as const;

const rankOf = (card: number) => ((card % 13) + 1 === 1 ? 14 : (card % 13) + 1);
const categoryOf = (score: number) => CATEGORIES[Math.floor(score / 15 ** 5)]!;

/** The grounds to call other than a high hole card: a made hand using a hole card, or a draw. */
export function strongToCall(player: readonly number[], flop: readonly number[]): boolean {
  const ranks = [...player, ...flop].map(rankOf);
  const [a, b] = [ranks[0]!, ranks[1]!];
  if (a === b || flop.some((card) => rankOf(card) === a || rankOf(card) === b)) return true;
  const suits = [0, 0, 0, 0];
  for (const card of [...player, ...flop]) suits[Math.floor(card / 13)]!++;
  if (suits.some((count) => count >= 4)) return true;
  let mask = 0;
  for (const rank of ranks) mask |= 1 << rank;
  // Four in a row open at both ends, 2-3-4-5 up to 10-J-Q-K (not J-Q-K-A), or already five.
  for (let low = 2; low <= 10; low++) if (((mask >> low) & 0xf) === 0xf) return true;
  return false;
}

/** The main game's net result when calling, in antes (the stakes: 1 ante + 2 call). */
export function callNet(player: number[], dealer: number[], board: number[]): number {
  const mine = bestScore([...player, ...board]);
  const theirs = bestScore([...dealer, ...board]);
  const anteWin = ANTE_PAYS[categoryOf(mine)];
  if (theirs < PAIR_OF_FOURS) return anteWin;
  if (mine > theirs) return anteWin + 2;
  if (mine < theirs) return -3;
  return 0;
}

export interface Measured {
  threshold: number;
  mean: number;
  halfWidth95: number;
  foldRate: number;
}

export function simulateEdges(hands: number, seed: number): Measured[] {
  const next = sfc32(seed);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const sums = THRESHOLDS.map(() => ({ sum: 0, squares: 0, folds: 0 }));
  for (let hand = 0; hand < hands; hand++) {
    // The first nine cards of a uniform shuffle (Fisher–Yates from the front).
    for (let i = 0; i < 9; i++) {
      const j = i + Math.floor(next() * (52 - i));
      [deck[i], deck[j]] = [deck[j]!, deck[i]!];
    }
    const player = deck.slice(0, 2);
    const dealer = deck.slice(2, 4);
    const board = deck.slice(4, 9);
    const strong = strongToCall(player, board.slice(0, 3));
    const high = Math.max(rankOf(player[0]!), rankOf(player[1]!));
    const called = callNet(player, dealer, board);
    THRESHOLDS.forEach((threshold, index) => {
      const calls = strong || high >= threshold;
      const net = calls ? called : -1;
      const slot = sums[index]!;
      slot.sum += net;
      slot.squares += net * net;
      if (!calls) slot.folds++;
    });
  }
  return THRESHOLDS.map((threshold, index) => {
    const { sum, squares, folds } = sums[index]!;
    const mean = sum / hands;
    const variance = squares / hands - mean * mean;
    return {
      threshold,
      mean,
      halfWidth95: 1.96 * Math.sqrt(variance / hands),
      foldRate: folds / hands,
    };
  });
}
