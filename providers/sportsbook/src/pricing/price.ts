/**
 * From fair probabilities to the prices the book shows: the margin by the power method
 * (margin.ts), odds in hundredths, and a market suspended when one of its outcomes is decided
 * (priced under 1.01).
 */
import { displayOdds, MIN_ODDS, powerOdds } from './margin';

export interface FairMarket {
  key: string;
  /** How many outcomes one result wins (double chance: 2); fair probabilities sum to it. */
  coverage: 1 | 2;
  outcomes: Array<{ key: string; p: number }>;
}

export interface PricedOutcome {
  key: string;
  /** Hundredths (235 = 2.35) as shown and taken; null when not offered. */
  odds: number | null;
  /** The exact price before rounding, for the margin's checks. */
  exact: number;
}

export interface PricedMarket {
  key: string;
  open: boolean;
  outcomes: PricedOutcome[];
}

export function priceMarket(fair: FairMarket, margin: number): PricedMarket {
  const c = fair.coverage;
  const exact = powerOdds(
    fair.outcomes.map((o) => o.p / c),
    margin,
  ).map((odds) => odds / c);
  const outcomes = fair.outcomes.map((o, i) => ({
    key: o.key,
    exact: exact[i]!,
    odds: displayOdds(exact[i]!),
  }));
  const decided = outcomes.some((o) => o.odds !== null && o.odds < MIN_ODDS);
  const offered = outcomes.filter((o) => o.odds !== null).length;
  return { key: fair.key, open: !decided && offered >= 2, outcomes };
}

export function priceMarkets(fair: FairMarket[], margin: number): PricedMarket[] {
  return fair.map((market) => priceMarket(market, margin));
}
