/**
 * Andar Bahar (docs/games-math.md#andar-bahar). One 52-card deck, shuffled by the round's fair
 * stream. The first card is the joker; then cards go alternately to Andar (first) and Bahar until
 * a card of the joker's rank appears: its side wins. Andar pays 9 to 10 (it is dealt first, so it
 * wins slightly more often), Bahar 1 to 1. The side bets are on how many cards were dealt after the
 * joker, the winning card included (1 to 49).
 */
import { type Card, type FairDraw, rankOf, shoe, shuffled } from '../fair-draw';

export type Side = 'andar' | 'bahar';

export interface AndarBaharDeal {
  joker: Card;
  andar: Card[];
  bahar: Card[];
  winner: Side;
  /** Cards dealt after the joker, the winning one included. */
  dealt: number;
}

/** Payout to 1 as a fraction [numerator, denominator]: 9/10 is "pays 0.9 to 1". */
export type Payout = readonly [number, number];

export const SIDE_PAYOUTS: Readonly<Record<Side, Payout>> = { andar: [9, 10], bahar: [1, 1] };

/** The side bets: how many cards are dealt, in ranges, and what each pays to 1. */
export const COUNT_RANGES: ReadonlyArray<{ from: number; to: number; payout: Payout }> = [
  { from: 1, to: 5, payout: [5, 2] },
  { from: 6, to: 10, payout: [7, 2] },
  { from: 11, to: 15, payout: [9, 2] },
  { from: 16, to: 25, payout: [7, 2] },
  { from: 26, to: 30, payout: [15, 1] },
  { from: 31, to: 35, payout: [25, 1] },
  { from: 36, to: 40, payout: [50, 1] },
  { from: 41, to: 49, payout: [120, 1] },
];

export type AndarBaharBet = { kind: Side } | { kind: 'cards'; range: number };

/** Deals a round from a deck already in its dealing order. */
export function dealFrom(deck: readonly Card[]): AndarBaharDeal {
  const [joker, ...rest] = deck;
  if (joker === undefined) throw new Error('an empty deck');
  const andar: Card[] = [];
  const bahar: Card[] = [];
  for (let i = 0; i < rest.length; i++) {
    const card = rest[i]!;
    const side: Side = i % 2 === 0 ? 'andar' : 'bahar';
    (side === 'andar' ? andar : bahar).push(card);
    if (rankOf(card) === rankOf(joker)) return { joker, andar, bahar, winner: side, dealt: i + 1 };
  }
  throw new Error('a deck without three more cards of the joker rank');
}

/** The round's deal from its fair stream: one deck shuffled, then dealt. */
export function dealAndarBahar(draw: FairDraw): AndarBaharDeal {
  return dealFrom(shuffled(shoe(1), draw));
}

/** The bet's payout to 1 when it wins, or null when it loses. */
export function winningPayout(bet: AndarBaharBet, deal: AndarBaharDeal): Payout | null {
  if (bet.kind === 'cards') {
    const range = COUNT_RANGES[bet.range]!;
    return deal.dealt >= range.from && deal.dealt <= range.to ? range.payout : null;
  }
  return deal.winner === bet.kind ? SIDE_PAYOUTS[bet.kind] : null;
}

/**
 * What a stake returns in millimes, the stake included: the winnings are cut down to a whole
 * millime (a 0.9-to-1 win on 105 millimes pays 94, not 94.5), so no fraction is ever paid.
 */
export function returnOf(bet: AndarBaharBet, deal: AndarBaharDeal, stake: number): number {
  const payout = winningPayout(bet, deal);
  if (payout === null) return 0;
  return stake + Math.floor((stake * payout[0]) / payout[1]);
}

/** A bet as a message carries it, checked strictly (known kind, exactly its fields). */
export function parseAndarBaharBet(input: unknown): AndarBaharBet | { error: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { error: 'bet' };
  const fields = input as Record<string, unknown>;
  const keys = Object.keys(fields).sort().join(',');
  if (fields.kind === 'andar' || fields.kind === 'bahar')
    return keys === 'kind' ? { kind: fields.kind } : { error: 'fields' };
  if (fields.kind === 'cards') {
    if (keys !== 'kind,range') return { error: 'fields' };
    const range = fields.range;
    return typeof range === 'number' &&
      Number.isInteger(range) &&
      range >= 0 &&
      range < COUNT_RANGES.length
      ? { kind: 'cards', range }
      : { error: 'range' };
  }
  return { error: 'kind' };
}

export function everyAndarBaharBet(): AndarBaharBet[] {
  return [
    { kind: 'andar' },
    { kind: 'bahar' },
    ...COUNT_RANGES.map((_, range) => ({ kind: 'cards' as const, range })),
  ];
}

export function betLabel(bet: AndarBaharBet): string {
  if (bet.kind !== 'cards') return bet.kind;
  const { from, to } = COUNT_RANGES[bet.range]!;
  return `cards-${from}-${to}`;
}
