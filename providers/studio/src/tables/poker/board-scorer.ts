/**
 * The same seven-card score as `bestScore` (fast-hands.ts), for the exact ante computation, which
 * scores every two-card holding against one five-card board: the board's rank counts and suit
 * bits are set once, each holding only adds its two cards, and nothing is allocated per score.
 */
const RANK = Int8Array.from({ length: 52 }, (_, card) => (card % 13 === 0 ? 14 : (card % 13) + 1));
const SUIT = Int8Array.from({ length: 52 }, (_, card) => Math.floor(card / 13) % 4);

/** Category indexes as `CATEGORIES` (hands.ts) orders them. */
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL_FLUSH = 9;

/** The highest card of a five-rank run in the rank bits (ace also low), or 0. */
function straightHigh(mask: number): number {
  const bits = mask & (1 << 14) ? mask | 2 : mask;
  for (let high = 14; high >= 5; high--) if (((bits >> (high - 4)) & 0x1f) === 0x1f) return high;
  return 0;
}

/** A straight's score: its five ranks, the wheel's ace counted as 1. */
function runScore(category: number, high: number): number {
  let score = category;
  for (let k = 0; k < 5; k++) score = score * 15 + (high === 5 && k === 4 ? 1 : high - k);
  return score;
}

/**
 * A score from its category and leading ranks, then the `kickers` highest ranks of `mask` not
 * among them, padded to five ranks with zeros as `bestScore` pads them.
 */
function withKickers(
  category: number,
  lead: number[],
  leads: number,
  kickers: number,
  mask: number,
): number {
  let score = category;
  let used = 0;
  for (let k = 0; k < leads; k++) {
    score = score * 15 + lead[k]!;
    used |= 1 << lead[k]!;
  }
  let placed = leads;
  for (let rank = 14; rank >= 2 && placed < leads + kickers; rank--)
    if (mask & (1 << rank) && !(used & (1 << rank))) {
      score = score * 15 + rank;
      placed++;
    }
  for (; placed < 5; placed++) score *= 15;
  return score;
}

export class BoardScorer {
  private readonly counts = new Int8Array(15);
  private readonly suitMasks = new Int32Array(4);
  private readonly suitCounts = new Int8Array(4);
  private ranks = 0;
  private readonly lead = [0, 0];

  /** Sets the five board cards every following `score` adds two cards to. */
  setBoard(board: ArrayLike<number>): void {
    this.counts.fill(0);
    this.suitMasks.fill(0);
    this.suitCounts.fill(0);
    this.ranks = 0;
    for (let i = 0; i < board.length; i++) this.add(board[i]!);
  }

  /** The score of the board with cards `a` and `b`: `bestScore` of those seven cards. */
  score(a: number, b: number): number {
    const board = this.ranks;
    this.add(a);
    this.add(b);
    const score = this.evaluate(this.ranks);
    this.remove(a);
    this.remove(b);
    this.ranks = board;
    return score;
  }

  private add(card: number): void {
    const rank = RANK[card]!;
    const suit = SUIT[card]!;
    this.counts[rank]!++;
    this.suitMasks[suit]! |= 1 << rank;
    this.suitCounts[suit]!++;
    this.ranks |= 1 << rank;
  }

  /** Undoes `add` of a holding's card but for the rank bits, which `score` puts back whole. */
  private remove(card: number): void {
    const rank = RANK[card]!;
    const suit = SUIT[card]!;
    this.counts[rank]!--;
    this.suitMasks[suit]! ^= 1 << rank;
    this.suitCounts[suit]!--;
  }

  private evaluate(all: number): number {
    const { counts, suitMasks, suitCounts, lead } = this;
    let flushSuit = -1;
    for (let suit = 0; suit < 4; suit++) if (suitCounts[suit]! >= 5) flushSuit = suit;
    if (flushSuit >= 0) {
      const high = straightHigh(suitMasks[flushSuit]!);
      if (high) return runScore(high === 14 ? ROYAL_FLUSH : STRAIGHT_FLUSH, high);
    }
    let quads = 0;
    let trips = 0;
    // Ranks held twice or more besides the best trips, highest first (as `bestScore` reads them).
    let pair1 = 0;
    let pair2 = 0;
    for (let rank = 14; rank >= 2; rank--) {
      const count = counts[rank]!;
      if (count === 4 && !quads) quads = rank;
      else if (count === 3 && !trips) trips = rank;
      else if (count >= 2) {
        if (!pair1) pair1 = rank;
        else if (!pair2) pair2 = rank;
      }
    }
    if (quads) {
      lead[0] = quads;
      return withKickers(QUADS, lead, 1, 1, all);
    }
    if (trips && pair1) {
      lead[0] = trips;
      lead[1] = pair1;
      return withKickers(FULL_HOUSE, lead, 2, 0, all);
    }
    if (flushSuit >= 0) return withKickers(FLUSH, lead, 0, 5, suitMasks[flushSuit]!);
    const high = straightHigh(all);
    if (high) return runScore(STRAIGHT, high);
    if (trips) {
      lead[0] = trips;
      return withKickers(TRIPS, lead, 1, 2, all);
    }
    if (pair2) {
      lead[0] = pair1;
      lead[1] = pair2;
      return withKickers(TWO_PAIR, lead, 2, 1, all);
    }
    if (pair1) {
      lead[0] = pair1;
      return withKickers(PAIR, lead, 1, 3, all);
    }
    return withKickers(0, lead, 0, 5, all);
  }
}

/** A score's category index (`CATEGORIES` order). */
export const categoryIndex = (score: number): number => Math.floor(score / 759_375);
