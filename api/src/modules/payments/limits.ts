/**
 * What each method accepts, in millimes: a minimum and maximum per payment and a total per UTC
 * day, for deposits and for withdrawals; the player's own daily totals over every method come
 * from the configuration. Fees are the operator's: the player pays and receives the amount shown.
 */
import type { PaymentMethod } from './adapter';

export interface DirectionLimits {
  min: number;
  max: number;
  daily: number;
}

export interface MethodLimits {
  deposit: DirectionLimits;
  withdrawal: DirectionLimits;
  /** Fee the player pays on top, millimes; 0 = the operator bears it. */
  fee: number;
}

export const METHOD_LIMITS: Record<PaymentMethod, MethodLimits> = {
  konnect: {
    deposit: { min: 5_000, max: 5_000_000, daily: 10_000_000 },
    withdrawal: { min: 10_000, max: 3_000_000, daily: 5_000_000 },
    fee: 0,
  },
  flouci: {
    deposit: { min: 1_000, max: 3_000_000, daily: 6_000_000 },
    withdrawal: { min: 10_000, max: 2_000_000, daily: 4_000_000 },
    fee: 0,
  },
};

/** Amount presets the cashier offers, millimes. */
export const DEPOSIT_PRESETS = [10_000, 20_000, 50_000, 100_000, 200_000];

export type LimitRefusal =
  | { code: 'below_minimum'; limit: number }
  | { code: 'above_maximum'; limit: number }
  | { code: 'method_daily_limit'; limit: number }
  | { code: 'player_daily_limit'; limit: number };

/**
 * The first limit an amount breaks, given what the player already moved today with this method
 * and with all methods; null when it passes.
 */
export function limitRefusal(
  amount: number,
  limits: DirectionLimits,
  todayWithMethod: number,
  todayAll: number,
  playerDaily: number,
): LimitRefusal | null {
  if (amount < limits.min) return { code: 'below_minimum', limit: limits.min };
  if (amount > limits.max) return { code: 'above_maximum', limit: limits.max };
  if (todayWithMethod + amount > limits.daily)
    return { code: 'method_daily_limit', limit: Math.max(0, limits.daily - todayWithMethod) };
  if (todayAll + amount > playerDaily)
    return { code: 'player_daily_limit', limit: Math.max(0, playerDaily - todayAll) };
  return null;
}
