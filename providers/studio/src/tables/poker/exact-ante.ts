/**
 * The Casino Hold'em ante game priced exactly, by full enumeration: every player holding and
 * flop, every turn and river, every dealer holding. The player decides on their two cards and the
 * flop; a call's value there is the mean of its net over the 1,081 turn-and-river pairs times
 * 990 dealer holdings left, a fold's is −1 ante. Perfect play takes the better of the two at each
 * of the 25,989,600 decisions; the simple strategy (strategy.ts) takes its own rule's.
 *
 * Speed comes from two exact reductions, so that a script can run the whole game in minutes:
 * - Flops that differ only by a relabelling of suits have the same value, so only the 1,755
 *   distinct flops are played, each weighted by how many flops it stands for.
 * - For one board, every holding is scored once and sorted; how many dealer holdings beat, tie
 *   or fail to qualify against a player holding then comes from running counts, less those that
 *   share one of the player's cards (inclusion–exclusion over the two cards).
 */
import { BoardScorer, categoryIndex } from './board-scorer';
import { PAIR_OF_FOURS } from './fast-hands';
import { CATEGORIES } from './hands';
import { ANTE_PAYS } from './rules';
import { callsSimply } from './strategy';

/** Turn-and-river pairs times dealer holdings behind one decision: C(47, 2) · C(45, 2). */
export const DEALS_PER_DECISION = 1081 * 990;
/** Decisions: C(52, 2) player holdings times C(50, 3) flops. */
export const DECISIONS = 1326 * 19_600;

const ANTE_BY_CATEGORY = CATEGORIES.map((category) => ANTE_PAYS[category]);
const SUIT_ORDERS = permutations([0, 1, 2, 3]);

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const relabel = (card: number, order: number[]) => order[Math.floor(card / 13)]! * 13 + (card % 13);

export interface FlopClass {
  flop: [number, number, number];
  /** How many of the 22,100 flops this one stands for. */
  weight: number;
}

/** The distinct flops under relabelling of suits, each with its weight (they sum to 22,100). */
export function flopClasses(): FlopClass[] {
  const classes = new Map<string, FlopClass>();
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        let key = '';
        let best: [number, number, number] = [a, b, c];
        for (const order of SUIT_ORDERS) {
          const cards = [a, b, c].map((card) => relabel(card, order)).sort((x, y) => x - y);
          const candidate = cards.join(',');
          if (key === '' || candidate < key) {
            key = candidate;
            best = cards as [number, number, number];
          }
        }
        const found = classes.get(key);
        if (found) found.weight++;
        else classes.set(key, { flop: best, weight: 1 });
      }
  return [...classes.values()];
}

export interface FlopCalls {
  /** The player holdings with the flop: cards `holdings[2h]` and `holdings[2h + 1]`. */
  holdings: Int8Array;
  /** Per holding, a call's net summed over its `DEALS_PER_DECISION` deals, in antes. */
  callSums: Float64Array;
}

/** Every player holding's summed call result with one flop. */
export function flopCalls(flop: readonly number[]): FlopCalls {
  const rest = Array.from({ length: 52 }, (_, card) => card).filter((c) => !flop.includes(c));
  const count = (rest.length * (rest.length - 1)) / 2;
  const holdings = new Int8Array(count * 2);
  let h = 0;
  for (let i = 0; i < rest.length; i++)
    for (let j = i + 1; j < rest.length; j++) {
      holdings[2 * h] = rest[i]!;
      holdings[2 * h + 1] = rest[j]!;
      h++;
    }
  const callSums = new Float64Array(count);
  // Dealer holdings off the board and the player's cards: two from the 45 cards left.
  const board = new BoardOdds(count, ((rest.length - 4) * (rest.length - 5)) / 2);
  for (let i = 0; i < rest.length; i++)
    for (let j = i + 1; j < rest.length; j++)
      board.addCallNets([...flop, rest[i]!, rest[j]!], holdings, callSums);
  return { holdings, callSums };
}

/** One board's pass over the holdings; its buffers are reused from board to board. */
class BoardOdds {
  private readonly scorer = new BoardScorer();
  private readonly scores: Float64Array;
  private readonly keys: Float64Array;
  private readonly less: Int32Array;
  private readonly ties: Int32Array;
  private readonly below = new Int32Array(52);
  private readonly inGroup = new Int32Array(52);
  private readonly unqualified = new Int32Array(52);

  constructor(
    holdings: number,
    private readonly dealers: number,
  ) {
    this.scores = new Float64Array(holdings);
    this.keys = new Float64Array(holdings);
    this.less = new Int32Array(holdings);
    this.ties = new Int32Array(holdings);
  }

  /** Adds, for each holding off this board, its call's net summed over the dealer holdings. */
  addCallNets(board: number[], holdings: Int8Array, callSums: Float64Array): void {
    const { scorer, scores, keys, less, ties, below, inGroup, unqualified, dealers } = this;
    scorer.setBoard(board);
    const [turn, river] = [board[3]!, board[4]!];
    let live = 0;
    for (let h = 0; h < scores.length; h++) {
      const a = holdings[2 * h]!;
      const b = holdings[2 * h + 1]!;
      if (a === turn || a === river || b === turn || b === river) continue;
      scores[h] = scorer.score(a, b);
      keys[live++] = scores[h]! * 4096 + h;
    }
    const sorted = keys.subarray(0, live).sort();
    below.fill(0);
    let belowAll = 0;
    let unqualifiedAll = -1;
    for (let i = 0; i < live;) {
      const score = Math.floor(sorted[i]! / 4096);
      let end = i;
      while (end < live && Math.floor(sorted[end]! / 4096) === score) end++;
      if (unqualifiedAll < 0 && score >= PAIR_OF_FOURS) {
        unqualifiedAll = belowAll;
        unqualified.set(below);
      }
      for (let k = i; k < end; k++) {
        const h = sorted[k]! % 4096;
        inGroup[holdings[2 * h]!]!++;
        inGroup[holdings[2 * h + 1]!]!++;
      }
      for (let k = i; k < end; k++) {
        const h = sorted[k]! % 4096;
        const a = holdings[2 * h]!;
        const b = holdings[2 * h + 1]!;
        less[h] = belowAll - below[a]! - below[b]!;
        // The group less those sharing a card with this holding (itself shares both).
        ties[h] = end - i - inGroup[a]! - inGroup[b]! + 1;
      }
      for (let k = i; k < end; k++) {
        const h = sorted[k]! % 4096;
        const a = holdings[2 * h]!;
        const b = holdings[2 * h + 1]!;
        inGroup[a] = 0;
        inGroup[b] = 0;
        below[a]!++;
        below[b]!++;
      }
      belowAll += end - i;
      i = end;
    }
    if (unqualifiedAll < 0) {
      unqualifiedAll = belowAll;
      unqualified.set(below);
    }
    for (let k = 0; k < live; k++) {
      const h = sorted[k]! % 4096;
      const a = holdings[2 * h]!;
      const b = holdings[2 * h + 1]!;
      const score = scores[h]!;
      if (score >= PAIR_OF_FOURS) {
        const pays = ANTE_BY_CATEGORY[categoryIndex(score)]!;
        const notQualified = unqualifiedAll - unqualified[a]! - unqualified[b]!;
        const beaten = less[h]! - notQualified;
        const lost = dealers - less[h]! - ties[h]!;
        callSums[h]! += notQualified * pays + beaten * (pays + 2) - 3 * lost;
      } else {
        // Below a pair of 4s (ante pays 1): every qualifying dealer beats the player.
        const notQualified = unqualifiedAll - unqualified[a]! - unqualified[b]! + 1;
        callSums[h]! += notQualified - 3 * (dealers - notQualified);
      }
    }
  }
}

export interface AnteTotals {
  /** Net in antes summed over every decision's deals, with perfect play. */
  perfect: bigint;
  /** The same under the simple strategy. */
  simple: bigint;
  /** Decisions (weighted) the simple strategy and perfect play fold. */
  simpleFolds: number;
  perfectFolds: number;
}

/** One distinct flop's contribution to the totals, times its weight. */
export function flopTotals({ flop, weight }: FlopClass): AnteTotals {
  const { holdings, callSums } = flopCalls(flop);
  const fold = -DEALS_PER_DECISION;
  let perfect = 0;
  let simple = 0;
  let perfectFolds = 0;
  let simpleFolds = 0;
  for (let h = 0; h < callSums.length; h++) {
    const call = callSums[h]!;
    perfect += Math.max(call, fold);
    if (call < fold) perfectFolds++;
    const calls = callsSimply([holdings[2 * h]!, holdings[2 * h + 1]!], flop);
    simple += calls ? call : fold;
    if (!calls) simpleFolds++;
  }
  const w = BigInt(weight);
  return {
    perfect: BigInt(perfect) * w,
    simple: BigInt(simple) * w,
    perfectFolds: perfectFolds * weight,
    simpleFolds: simpleFolds * weight,
  };
}
