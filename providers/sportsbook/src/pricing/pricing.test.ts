import { describe, expect, it } from '@rstest/core';
import { basketballFair, basketballModel, eloWinProbability } from './elo';
import { footballFair, goalRates, scoreMatrix } from './football';
import { powerOdds } from './margin';
import { marketDefinition } from './markets';
import { priceMarkets, type FairMarket } from './price';
import { gameChanceFor, homeWinProbability, START, tennisFair, tennisOutlook } from './tennis';

const MARGIN = 0.06;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function expectBook(fair: FairMarket[], margin: number) {
  for (const market of fair) {
    expect(sum(market.outcomes.map((o) => o.p))).toBeCloseTo(market.coverage, 9);
  }
  for (const [index, market] of priceMarkets(fair, margin).entries()) {
    // A market with one possible outcome left is decided: closed, not priced.
    if (fair[index]!.outcomes.filter((o) => o.p > 0).length < 2) {
      expect({ key: market.key, open: market.open }).toEqual({ key: market.key, open: false });
      continue;
    }
    const implied = sum(market.outcomes.map((o) => (Number.isFinite(o.exact) ? 1 / o.exact : 0)));
    // Double chance: each result wins two of its three outcomes, so its book is 2 × (1 + margin).
    expect({ key: market.key, implied: Number(implied.toFixed(9)) }).toEqual({
      key: market.key,
      implied: Number((fair[index]!.coverage * (1 + margin)).toFixed(9)),
    });
    for (const outcome of market.outcomes) {
      if (outcome.odds !== null)
        expect(outcome.odds).toBeLessThanOrEqual(Math.round(outcome.exact * 100));
    }
  }
}

describe('margin (power method)', () => {
  it('implied probabilities sum to 1 + margin and long shots carry more of it', () => {
    const fair = [0.6, 0.3, 0.1];
    const odds = powerOdds(fair, 0.05);
    expect(sum(odds.map((o) => 1 / o))).toBeCloseTo(1.05, 12);
    const loading = odds.map((o, i) => 1 / o / fair[i]!);
    expect(loading[2]!).toBeGreaterThan(loading[1]!);
    expect(loading[1]!).toBeGreaterThan(loading[0]!);
  });
});

describe('football (Poisson, Dixon–Coles)', () => {
  it('the score matrix sums to 1 and τ moves probability onto draws', () => {
    const plain = scoreMatrix(1.5, 1.1, 0);
    const corrected = scoreMatrix(1.5, 1.1, -0.08);
    expect(sum(plain.flat())).toBeCloseTo(1, 12);
    expect(sum(corrected.flat())).toBeCloseTo(1, 12);
    const draws = (grid: number[][]) => sum(grid.map((row, i) => row[i]!));
    expect(draws(corrected)).toBeGreaterThan(draws(plain));
  });

  it('every market before kick-off and live sums to 1 + margin (double chance 2 × (1 + margin))', () => {
    const rates = goalRates({ attack: 0.35, defence: 0.1 }, { attack: 0.2, defence: 0.05 });
    expectBook(
      footballFair(rates, { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 }),
      MARGIN,
    );
    expectBook(
      footballFair(rates, { minute: 63, home: 1, away: 2, redHome: 1, redAway: 0 }),
      MARGIN,
    );
    expectBook(footballFair(rates, { minute: 10, home: 0, away: 0, redHome: 0, redAway: 0 }), 0.1);
  });

  it('a stronger home side is the favourite, and a late lead makes its 1 short', () => {
    const rates = goalRates({ attack: 0.5, defence: 0.2 }, { attack: 0.1, defence: -0.1 });
    const prematch = footballFair(rates, { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 });
    const x12 = prematch.find((m) => m.key === '1x2')!.outcomes;
    expect(x12[0]!.p).toBeGreaterThan(x12[2]!.p);
    const late = footballFair(rates, { minute: 88, home: 2, away: 0, redHome: 0, redAway: 0 });
    expect(late.find((m) => m.key === '1x2')!.outcomes[0]!.p).toBeGreaterThan(0.99);
    // Impossible scores get no price (0–0 when it is 2–0).
    const cs = priceMarkets(late, MARGIN).find((m) => m.key === 'cs')!;
    expect(cs.outcomes.find((o) => o.key === '0-0')!.odds).toBeNull();
  });

  it('whole lines are priced given no push', () => {
    const fair = footballFair(
      { home: 1.4, away: 1.1 },
      { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 },
    );
    const ou2 = fair.find((m) => m.key === 'ou:2')!;
    const grid = scoreMatrix(1.4, 1.1, -0.08);
    let over = 0;
    let push = 0;
    grid.forEach((row, i) =>
      row.forEach((p, j) => (i + j > 2 ? (over += p) : i + j === 2 ? (push += p) : 0)),
    );
    expect(ou2.outcomes[0]!.p).toBeCloseTo(over / (1 - push), 12);
  });
});

describe('Asian handicap quarter lines', () => {
  it('are offered, and each side’s fair price returns the stake on average (half wins and half losses included)', () => {
    const state = { minute: 0, home: 0, away: 0, redHome: 0, redAway: 0 };
    const fair = footballFair({ home: 1.6, away: 1.0 }, state);
    const grid = scoreMatrix(1.6, 1.0, -0.08);
    for (const line of ['-1.75', '-1.25', '-0.75', '-0.25', '0.25', '0.75', '1.25']) {
      const market = fair.find((m) => m.key === `ah:${line}`)!;
      expect(market).toBeDefined();
      expect(sum(market.outcomes.map((o) => o.p))).toBeCloseTo(1, 12);
      const definition = marketDefinition('football', `ah:${line}`)!;
      for (const [index, outcome] of definition.outcomes.entries()) {
        const odds = 1 / market.outcomes[index]!.p;
        let expected = 0;
        grid.forEach((row, i) =>
          row.forEach((p, j) => {
            const judged = outcome.judge({ home: i, away: j });
            const back = {
              win: odds,
              half_win: (odds + 1) / 2,
              push: 1,
              half_lose: 0.5,
              lose: 0,
            }[judged];
            expected += p * back;
          }),
        );
        expect({ line, side: outcome.key, expected }).toEqual({
          line,
          side: outcome.key,
          expected: expect.closeTo(1, 12),
        });
      }
    }
    // And with the margin, like every market: implied probabilities sum to 1 + margin.
    expectBook(
      fair.filter((m) => m.key.startsWith('ah:')),
      MARGIN,
    );
  });
});

describe('basketball and tennis (Elo)', () => {
  it('Elo win probability', () => {
    expect(eloWinProbability(1600, 1600)).toBe(0.5);
    expect(eloWinProbability(1800, 1600)).toBeCloseTo(1 / (1 + 10 ** -0.5), 12);
  });

  it('basketball markets sum to 1 + margin, before and during the game', () => {
    const model = basketballModel(1650, 1550, 218);
    expectBook(basketballFair(model, { minute: 0, home: 0, away: 0 }), MARGIN);
    expectBook(basketballFair(model, { minute: 40, home: 90, away: 81 }), MARGIN);
  });

  it('tennis: the match chance solved from Elo is met, the games distribution is whole, markets sum to 1 + margin', () => {
    const p = eloWinProbability(1900, 1750);
    const g = gameChanceFor(p);
    expect(homeWinProbability(g, START)).toBeCloseTo(p, 6);
    const outlook = tennisOutlook(g, START);
    expect(sum(outlook.map(([h, a]) => h + a))).toBeCloseTo(1, 12);
    // A best-of-three match lasts 12 to 39 games.
    expect(outlook.findIndex(([h, a]) => h + a > 0)).toBe(12);
    expect(outlook.findLastIndex(([h, a]) => h + a > 0)).toBe(39);
    expectBook(tennisFair(g, START), MARGIN);
    expectBook(
      tennisFair(g, { setsHome: 1, setsAway: 0, gamesHome: 2, gamesAway: 4, gamesPlayed: 10 }),
      MARGIN,
    );
  });

  it('market keys are checked', () => {
    expect(marketDefinition('football', 'ou:2.25')).toBeUndefined();
    expect(marketDefinition('football', 'ou:abc')).toBeUndefined();
    expect(marketDefinition('tennis', 'ou:2.5')).toBeUndefined();
    expect(marketDefinition('basketball', 'tp:210.5')?.outcomes.map((o) => o.key)).toEqual([
      'over',
      'under',
    ]);
  });
});
