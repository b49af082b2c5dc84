/**
 * Exact return of every Sic Bo bet by full enumeration of the 216 equally likely rolls.
 */
import { type BetEdge, betEdge, ratio } from '../exact-ratio';
import { type Dice, type SicBoBet, betLabel, everySicBoBet, returnOf } from './rules';

export function everyRoll(): Dice[] {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
  return rolls;
}

/** The bet's return per unit staked, averaged over the 216 rolls. */
export function sicBoRtp(bet: SicBoBet) {
  let returned = 0;
  for (const dice of everyRoll()) returned += returnOf(bet, dice);
  return ratio(returned, 216);
}

/** Bets that pay the same by symmetry (every total pair, every face) are listed once each anyway. */
export function sicBoEdges(): BetEdge[] {
  return everySicBoBet().map((bet) => betEdge(betLabel(bet), sicBoRtp(bet)));
}
