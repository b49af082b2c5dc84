/**
 * What the player can fix at once in a withdrawal's amount: parsed from TND, within the
 * withdrawable cash (bonus money never is) and the method's minimum and maximum. The API checks
 * every limit again; the cashier and the excluded player's screen both ask this first.
 */
import type { Millimes } from '@casino/shared/format';
import { parseTndAmount, type AmountProblem } from './parse-amount';

export type WithdrawProblem = AmountProblem | 'belowMinimum' | 'aboveMaximum' | 'aboveWithdrawable';

/** The account at the provider: a wallet id or phone number, as the API accepts it. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9+ -]{4,40}$/;

export function checkWithdrawal(
  text: string,
  limits: { withdrawal: { min: Millimes; max: Millimes } } | null,
  withdrawable: Millimes,
): { amount: Millimes } | { problem: WithdrawProblem } {
  const parsed = parseTndAmount(text);
  if (!parsed.ok) return { problem: parsed.problem };
  if (parsed.millimes > withdrawable) return { problem: 'aboveWithdrawable' };
  if (limits && parsed.millimes < limits.withdrawal.min) return { problem: 'belowMinimum' };
  if (limits && parsed.millimes > limits.withdrawal.max) return { problem: 'aboveMaximum' };
  return { amount: parsed.millimes };
}
