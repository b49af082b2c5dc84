/**
 * The bet slip's rules, pure: singles (one leg) and accumulators (2 to MAX_LEGS legs, one per
 * event), stake limits, the most a bet may pay, and the player's tolerance to price changes.
 */
import { payoutOf } from './settlement';

export const MAX_LEGS = 12;
export type Tolerance = 'none' | 'higher' | 'any';

export interface Limits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export interface SlipLeg {
  event: number;
  market: string;
  outcome: string;
  /** The odds the player saw (hundredths). */
  odds: number;
}

export type SlipProblem =
  | { status: 'invalid_slip'; message: string }
  | { status: 'stake_too_low' | 'stake_too_high'; limit: number }
  | { status: 'payout_too_high'; limit: number; maxStake: number };

export function checkSlip(stake: number, legs: SlipLeg[], limits: Limits): SlipProblem | null {
  if (legs.length === 0 || legs.length > MAX_LEGS)
    return { status: 'invalid_slip', message: `a bet has 1 to ${MAX_LEGS} selections` };
  if (new Set(legs.map((leg) => leg.event)).size !== legs.length)
    return { status: 'invalid_slip', message: 'an accumulator takes one selection per event' };
  if (stake < limits.minStake) return { status: 'stake_too_low', limit: limits.minStake };
  if (stake > limits.maxStake) return { status: 'stake_too_high', limit: limits.maxStake };
  const potential = payoutOf(
    stake,
    legs.map((leg) => leg.odds),
  );
  if (potential > limits.maxPayout) {
    // The largest stake whose return stays within the maximum payout.
    let maxStake = Math.floor((stake * limits.maxPayout) / potential);
    while (
      maxStake > 0 &&
      payoutOf(
        maxStake,
        legs.map((leg) => leg.odds),
      ) > limits.maxPayout
    )
      maxStake -= 1;
    return { status: 'payout_too_high', limit: limits.maxPayout, maxStake };
  }
  return null;
}

/** Whether the current price is acceptable to a player who saw `seen`. */
export function acceptable(seen: number, now: number, tolerance: Tolerance): boolean {
  if (tolerance === 'any') return true;
  if (tolerance === 'higher') return now >= seen;
  return now === seen;
}
