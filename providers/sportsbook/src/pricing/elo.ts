/**
 * Basketball and tennis from Elo-style strengths (docs/games-math.md#sport-pricing): win
 * probability 1 / (1 + 10^(−Δ/400)). Basketball totals and the live winner from normal approximations of the
 * points still to come, with the spread of the scoring plays the simulator plays; tennis from the
 * games still to play (tennis.ts).
 */
import { normalCdf, normalQuantile } from './normal';
import type { FairMarket } from './price';

export const BASKETBALL_HOME_ELO = 60;
/**
 * A scoring play is worth 1, 2 or 3 points with these chances (the simulator plays them): its
 * mean and mean square give the spread of a game's points, the same for the margin and the total
 * (the two sides score independently), so the prices and the simulator agree.
 */
export const SCORING_PLAYS: ReadonlyArray<readonly [points: number, chance: number]> = [
  [1, 0.1],
  [2, 0.6],
  [3, 0.3],
];
export const POINTS_PER_PLAY = SCORING_PLAYS.reduce(
  (sum, [points, chance]) => sum + points * chance,
  0,
);
const POINTS_SQUARED_PER_PLAY = SCORING_PLAYS.reduce(
  (sum, [points, chance]) => sum + points * points * chance,
  0,
);

/** Standard deviation of a whole game's margin (and total) for an expected total of points. */
export function basketballSpread(total: number): number {
  return Math.sqrt((total * POINTS_SQUARED_PER_PLAY) / POINTS_PER_PLAY);
}
export const BASKETBALL_MINUTES = 48;
export const BASKETBALL_TOTAL_OFFSETS = [-10, -5, 0, 5, 10];

export function eloWinProbability(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** (-(ratingA - ratingB) / 400));
}

export interface BasketballModel {
  /** Expected final margin (home − away) and total points of a whole game. */
  margin: number;
  total: number;
}

export interface BasketballState {
  minute: number;
  home: number;
  away: number;
}

export function basketballModel(homeElo: number, awayElo: number, pace: number): BasketballModel {
  const p = eloWinProbability(homeElo + BASKETBALL_HOME_ELO, awayElo);
  return { margin: basketballSpread(pace) * normalQuantile(p), total: pace };
}

/** The total lines offered: around the expected final total, on half points (no push). */
export function basketballLines(model: BasketballModel, state: BasketballState): number[] {
  const left = Math.max(0, BASKETBALL_MINUTES - state.minute) / BASKETBALL_MINUTES;
  const expected = state.home + state.away + model.total * left;
  return BASKETBALL_TOTAL_OFFSETS.map((offset) => Math.round(expected) + offset + 0.5);
}

export function basketballFair(model: BasketballModel, state: BasketballState): FairMarket[] {
  const left = Math.max(0, BASKETBALL_MINUTES - state.minute) / BASKETBALL_MINUTES;
  const diff = state.home - state.away;
  // After the last minute a tie goes to overtime, which we price as an even contest.
  const spread = basketballSpread(model.total);
  const homeWins =
    left <= 0
      ? diff > 0
        ? 1
        : diff < 0
          ? 0
          : 0.5
      : normalCdf((diff + model.margin * left) / (spread * Math.sqrt(left)));
  const markets: FairMarket[] = [
    {
      key: 'ml',
      coverage: 1,
      outcomes: [
        { key: '1', p: homeWins },
        { key: '2', p: 1 - homeWins },
      ],
    },
  ];
  for (const at of basketballLines(model, state)) {
    const scored = state.home + state.away;
    const over =
      left <= 0
        ? scored > at
          ? 1
          : 0
        : 1 - normalCdf((at - scored - model.total * left) / (spread * Math.sqrt(left)));
    markets.push({
      key: `tp:${at}`,
      coverage: 1,
      outcomes: [
        { key: 'over', p: over },
        { key: 'under', p: 1 - over },
      ],
    });
  }
  return markets;
}
