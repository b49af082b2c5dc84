/**
 * Settlement, pure: a leg is judged by its market's own definition (the one its price came from);
 * a bet pays stake × the product of its legs' factors — the odds for a won leg, 1.00 for a push or
 * a void, 0 for a lost one (shared/games-math.md, "Accumulator") — in whole millimes, rounded
 * down. A bet with a lost leg is lost at once; otherwise it waits for its last leg.
 */
import { marketDefinition, type FinalResult, type Sport } from '../pricing/markets';

export type LegResult = 'win' | 'lose' | 'push' | 'void';
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

export function settleBet(
  stake: number,
  legs: Array<{ odds: number; result: LegResult | null }>,
): BetOutcome {
  if (legs.some((leg) => leg.result === 'lose')) return { status: 'lost', payout: 0 };
  if (legs.some((leg) => leg.result === null)) return { status: 'open' };
  if (legs.every((leg) => leg.result === 'push' || leg.result === 'void'))
    return { status: 'void', payout: stake };
  return {
    status: 'won',
    payout: payoutOf(
      stake,
      legs.map((leg) => (leg.result === 'win' ? leg.odds : 100)),
    ),
  };
}

/**
 * Cash-out of an open single (shared/games-math.md): stake × odds taken / odds now × (1 − the
 * cash-out margin), in whole millimes rounded down; the margin in basis points.
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
