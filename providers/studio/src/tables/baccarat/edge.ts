/**
 * Baccarat's exact return per bet: every ordered sequence of the six cards a coup may use, drawn
 * without replacement from 8 decks by points (0: 128 cards, 1–9: 32 each), weighted by the ways
 * it is dealt (416 · 415 · … · 411 in all, below 2^53, so the counts are exact integers). Pairs by
 * closed form: the side's second card matches its first's rank in 31 of the 415 cards left.
 */
import type { BetEdge } from '../edges/registry';
import { coup, totalOf } from './rules';

const COUNTS = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];

interface CoupCounts {
  total: number;
  player: number;
  banker: number;
  bankerOnSix: number;
  tie: number;
}

export function coupCounts(): CoupCounts {
  const counts = { total: 0, player: 0, banker: 0, bankerOnSix: 0, tie: 0 };
  const left = COUNTS.slice();
  const cards: number[] = [];
  const walk = (depth: number, ways: number) => {
    if (depth === 6) {
      const { player, banker } = coup(cards);
      const p = totalOf(player);
      const b = totalOf(banker);
      counts.total += ways;
      if (p > b) counts.player += ways;
      else if (p === b) counts.tie += ways;
      else {
        counts.banker += ways;
        if (b === 6) counts.bankerOnSix += ways;
      }
      return;
    }
    for (let value = 0; value < 10; value++) {
      if (left[value] === 0) continue;
      const n = left[value]!;
      left[value] = n - 1;
      cards.push(value);
      walk(depth + 1, ways * n);
      cards.pop();
      left[value] = n;
    }
  };
  walk(0, 1);
  return counts;
}

export function baccaratEdges(): BetEdge[] {
  const c = coupCounts();
  const n = BigInt(c.total);
  const [player, banker, six, tie] = [c.player, c.banker, c.bankerOnSix, c.tie].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  // Stakes of 100 millimes, so that 0.95 and 0.5 pay in whole millimes.
  const stake = 100n * n;
  return [
    {
      kind: 'player',
      returned: 200n * player + 100n * tie,
      staked: stake,
      published: [0.987, 0.988],
    },
    {
      kind: 'banker',
      returned: 195n * banker + 100n * tie,
      staked: stake,
      published: [0.989, 0.99],
    },
    {
      kind: 'banker (no commission)',
      returned: 200n * (banker - six) + 150n * six + 100n * tie,
      staked: stake,
      published: [0.985, 0.986],
    },
    { kind: 'tie', returned: 900n * tie, staked: stake, published: [0.856, 0.857] },
    { kind: 'player-pair', returned: 12n * 31n, staked: 415n, published: [0.896, 0.897] },
    { kind: 'banker-pair', returned: 12n * 31n, staked: 415n, published: [0.896, 0.897] },
  ];
}
