/**
 * The player's side of Casino Hold'em as the house-edge computation prices it: what a called hand
 * nets against a given dealer, and the simple strategy the help states (call with a pair or better
 * using a hole card, a four-card flush or open-ended straight draw, or a hole card of 10 or
 * better; fold otherwise).
 */
import { ANTE_PAYS } from './rules';
import { bestScore, PAIR_OF_FOURS } from './fast-hands';
import { CATEGORIES } from './hands';

/** The simple strategy's high hole card: a 10 or better calls. */
export const SIMPLE_CALL_RANK = 10;

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

/** The simple strategy's decision on the player's two cards and the flop. */
export function callsSimply(player: readonly number[], flop: readonly number[]): boolean {
  return (
    strongToCall(player, flop) ||
    Math.max(rankOf(player[0]!), rankOf(player[1]!)) >= SIMPLE_CALL_RANK
  );
}
