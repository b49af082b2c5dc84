/**
 * Exact return of every Andar Bahar bet. After the joker, 51 cards remain, 3 of the joker's rank;
 * every order is equally likely, so the first of those 3 is at position k (1–49) with probability
 * C(51 − k, 2) / C(51, 3). Andar wins when k is odd.
 */
import { type BetEdge, type Ratio, add, betEdge, mul, ratio, sum } from '../exact-ratio';
import {
  type AndarBaharBet,
  COUNT_RANGES,
  SIDE_PAYOUTS,
  betLabel,
  everyAndarBaharBet,
} from './rules';

const choose2 = (n: number) => (n * (n - 1)) / 2;
const ALL = (51 * 50 * 49) / 6; // C(51, 3) = 20 825

/** Probability that the winning card is the k-th dealt after the joker. */
export function dealtProbability(k: number): Ratio {
  return ratio(k >= 1 && k <= 49 ? choose2(51 - k) : 0, ALL);
}

function probabilityOf(bet: AndarBaharBet): Ratio {
  const positions = Array.from({ length: 49 }, (_, i) => i + 1);
  const wins =
    bet.kind === 'cards'
      ? positions.filter(
          (k) => k >= COUNT_RANGES[bet.range]!.from && k <= COUNT_RANGES[bet.range]!.to,
        )
      : positions.filter((k) => (k % 2 === 1) === (bet.kind === 'andar'));
  return sum(wins.map(dealtProbability));
}

/** Return per unit staked (the whole-millime cut of winnings left aside): P(win) · (1 + payout). */
export function andarBaharRtp(bet: AndarBaharBet): Ratio {
  const [num, den] =
    bet.kind === 'cards' ? COUNT_RANGES[bet.range]!.payout : SIDE_PAYOUTS[bet.kind];
  return mul(probabilityOf(bet), add(ratio(1), ratio(num, den)));
}

export function andarBaharEdges(): BetEdge[] {
  return everyAndarBaharBet().map((bet) => betEdge(betLabel(bet), andarBaharRtp(bet)));
}
