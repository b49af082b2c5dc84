/**
 * Settlement, pure: a leg is judged by its market's own definition (the one its price came from);
 * a bet pays stake × the product of its legs' factors — the odds for a won leg, 1.00 for a push or
 * a void, 0 for a lost one — in whole millimes, rounded down. A bet with a lost leg is lost at
 * once; otherwise it waits for its last leg (docs/games-math.md#settlement-and-cash-out).
 */
import { marketDefinition, type FinalResult, type Sport } from '../pricing/markets';

export type LegResult = 'win' | 'lose' | 'push' | 'void' | 'half_win' | 'half_lose';
export type BetOutcome = { status: 'open' } | { status: 'won' | 'lost' | 'void'; payout: number };

/** `null` result: the event was abandoned, every leg on it is void. */
export function judgeLeg(
  sport: Sport,
  market: string,
  outcome: string,
  result: FinalResult | null,
): LegResult {
  if (result === null) return 'void';
  const definition = marketDefinition(sport, market);
  const judged = definition?.outcomes.find((o) => o.key === outcome);
  if (!judged) return 'void';
  return judged.judge(result);
}

/** stake × Π odds (hundredths), rounded down, exactly. */
export function payoutOf(stake: number, odds: number[]): number {
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const o of odds) {
    numerator *= BigInt(o);
    denominator *= 100n;
  }
  return Number(numerator / denominator);
}

/**
 * A leg's factor as a fraction over 200: the odds (×2) for a win, 1.00 for a push or a void, half
 * the odds plus half the stake for a half win ((odds + 1) / 2), 0.50 for a half loss.
 */
function factor200(leg: { odds: number; result: LegResult | null }): number {
  if (leg.result === 'win') return leg.odds * 2;
  if (leg.result === 'half_win') return leg.odds + 100;
  if (leg.result === 'half_lose') return 100;
  return 200;
}

export function settleBet(
  stake: number,
  legs: Array<{ odds: number; result: LegResult | null }>,
): BetOutcome {
  if (legs.some((leg) => leg.result === 'lose')) return { status: 'lost', payout: 0 };
  if (legs.some((leg) => leg.result === null)) return { status: 'open' };
  if (legs.every((leg) => leg.result === 'push' || leg.result === 'void'))
    return { status: 'void', payout: stake };
  // stake × Π factor, exactly, rounded down (a half win or half loss halves a part of it).
  let numerator = BigInt(stake);
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= BigInt(factor200(leg));
    denominator *= 200n;
  }
  return { status: 'won', payout: Number(numerator / denominator) };
}

/**
 * Cash-out of an open single: stake × odds taken / odds now × (1 − the cash-out margin), in whole
 * millimes rounded down; the margin in basis points (docs/games-math.md#settlement-and-cash-out).
 */
export function cashOutValue(
  stake: number,
  oddsTaken: number,
  oddsNow: number,
  marginBp: number,
): number {
  return Number(
    (BigInt(stake) * BigInt(oddsTaken) * BigInt(10_000 - marginBp)) / (BigInt(oddsNow) * 10_000n),
  );
}
