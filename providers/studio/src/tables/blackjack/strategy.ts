/**
 * Basic strategy for this table's rules (6 decks, dealer stands on soft 17, double on any two and
 * after a split, one split, no hole card: a dealer blackjack takes doubles and splits too, so
 * 11 and 8-8 are not doubled or split against a ten or an ace). Insurance is never taken. The
 * house-edge simulation plays it; the help shows the edge it leaves.
 */
export type Decision = 'hit' | 'stand' | 'double' | 'split';

/**
 * `total` is the hand's best total, `soft` whether an ace counts 11, `pair` the points of a pair
 * that may be split (ace = 1), `up` the dealer's card points (ace = 1), `canDouble` whether the
 * hand has two cards.
 */
export function basicDecision(
  total: number,
  soft: boolean,
  pair: number | undefined,
  up: number,
  canDouble: boolean,
): Decision {
  const dealer = up === 1 ? 11 : up;
  if (pair !== undefined) {
    const split = pairSplits(pair, dealer);
    if (split) return 'split';
  }
  const double = (from: number, to: number) =>
    canDouble && dealer >= from && dealer <= to ? 'double' : undefined;
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return double(3, 6) ?? (dealer >= 9 ? 'hit' : 'stand');
    if (total === 17) return double(3, 6) ?? 'hit';
    if (total >= 15) return double(4, 6) ?? 'hit';
    return double(5, 6) ?? 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return dealer <= 6 ? 'stand' : 'hit';
  if (total === 12) return dealer >= 4 && dealer <= 6 ? 'stand' : 'hit';
  if (total === 11) return double(2, 9) ?? 'hit';
  if (total === 10) return double(2, 9) ?? 'hit';
  if (total === 9) return double(3, 6) ?? 'hit';
  return 'hit';
}

function pairSplits(points: number, dealer: number): boolean {
  switch (points) {
    case 1:
      return dealer <= 10;
    case 2:
    case 3:
    case 7:
      return dealer <= 7;
    case 4:
      return dealer === 5 || dealer === 6;
    case 6:
      return dealer <= 6;
    case 8:
      return dealer <= 9;
    case 9:
      return dealer <= 9 && dealer !== 7;
    default:
      return false;
  }
}
