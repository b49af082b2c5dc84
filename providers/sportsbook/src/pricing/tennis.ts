/**
 * Tennis, best of three sets, from the chance g that the home player wins a game and the chance
 * of winning a tiebreak (serve ignored), both from the chance of winning a point, as the simulator
 * plays it: a set goes to 6 games with two clear or 7–5, or to a tiebreak at 6–6 (one game in the
 * count). The exact distribution of the winner and of the games still to play comes from the
 * current set and game score; the point chance is solved once from the Elo win probability.
 */
import { TENNIS_GAME_LINES } from './markets';
import { solveIncreasing } from './normal';
import type { FairMarket } from './price';

export interface TennisState {
  setsHome: number;
  setsAway: number;
  gamesHome: number;
  gamesAway: number;
  /** Games played in finished sets. */
  gamesPlayed: number;
}

const MAX_REMAINING = 40;
type Distribution = Array<[number, number]>; // remaining games → [P(home wins), P(away wins)]

export function setOver(home: number, away: number): 'home' | 'away' | null {
  if ((home >= 6 && home - away >= 2) || home === 7) return 'home';
  if ((away >= 6 && away - home >= 2) || away === 7) return 'away';
  return null;
}

function emptyDistribution(): Distribution {
  return Array.from({ length: MAX_REMAINING + 1 }, () => [0, 0] as [number, number]);
}

/** Chance of winning a game from the chance of winning each point (to 4, two clear). */
export function gameFromPoint(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/** Chance of winning a tiebreak (to 7 points, two clear) from the chance of winning each point. */
export function tiebreakFromPoint(p: number): number {
  const q = 1 - p;
  const memo = new Map<string, number>();
  const from = (a: number, b: number): number => {
    if (a >= 7 && a - b >= 2) return 1;
    if (b >= 7 && b - a >= 2) return 0;
    if (a >= 6 && a === b) return (p * p) / (p * p + q * q);
    const id = `${a}:${b}`;
    const known = memo.get(id);
    if (known !== undefined) return known;
    const value = p * from(a + 1, b) + q * from(a, b + 1);
    memo.set(id, value);
    return value;
  };
  return from(0, 0);
}

function setDistribution(
  g: number,
  home: number,
  away: number,
  memo: Map<string, Distribution>,
  tiebreak = g,
): Distribution {
  const id = `${home}:${away}`;
  const known = memo.get(id);
  if (known) return known;
  const out = emptyDistribution();
  const over = setOver(home, away);
  if (over) out[0]![over === 'home' ? 0 : 1] = 1;
  else {
    // At 6–6 the next "game" is the tiebreak, won with its own chance.
    const chance = home === 6 && away === 6 ? tiebreak : g;
    const win = setDistribution(g, home + 1, away, memo, tiebreak);
    const lose = setDistribution(g, home, away + 1, memo, tiebreak);
    for (let n = 0; n < MAX_REMAINING; n++) {
      out[n + 1]![0] += chance * win[n]![0] + (1 - chance) * lose[n]![0];
      out[n + 1]![1] += chance * win[n]![1] + (1 - chance) * lose[n]![1];
    }
  }
  memo.set(id, out);
  return out;
}

/** Distribution of the match winner and the games still to play from a state. */
export function tennisOutlook(g: number, state: TennisState, tiebreak = g): Distribution {
  const memo = new Map<string, Distribution>();
  const match = (
    setsHome: number,
    setsAway: number,
    gamesHome: number,
    gamesAway: number,
  ): Distribution => {
    const out = emptyDistribution();
    if (setsHome >= 2) out[0]![0] = 1;
    else if (setsAway >= 2) out[0]![1] = 1;
    else {
      const set = setDistribution(g, gamesHome, gamesAway, memo, tiebreak);
      const afterHome = match(setsHome + 1, setsAway, 0, 0);
      const afterAway = match(setsHome, setsAway + 1, 0, 0);
      for (let n = 0; n <= MAX_REMAINING; n++) {
        const [setHome, setAway] = set[n]!;
        if (setHome === 0 && setAway === 0) continue;
        for (let m = 0; n + m <= MAX_REMAINING; m++) {
          out[n + m]![0] += setHome * afterHome[m]![0] + setAway * afterAway[m]![0];
          out[n + m]![1] += setHome * afterHome[m]![1] + setAway * afterAway[m]![1];
        }
      }
    }
    return out;
  };
  return match(state.setsHome, state.setsAway, state.gamesHome, state.gamesAway);
}

export function homeWinProbability(g: number, state: TennisState, tiebreak = g): number {
  return tennisOutlook(g, state, tiebreak).reduce((sum, [home]) => sum + home, 0);
}

export const START: TennisState = {
  setsHome: 0,
  setsAway: 0,
  gamesHome: 0,
  gamesAway: 0,
  gamesPlayed: 0,
};

/** The game-winning chance that gives the home player match-win probability p (tiebreak as a game). */
export function gameChanceFor(p: number): number {
  return solveIncreasing((g) => homeWinProbability(g, START), p, 0.01, 0.99);
}

/** The point-winning chance that gives match-win probability p, games and tiebreaks played out. */
export function pointChanceForMatch(p: number): number {
  return solveIncreasing(
    (point) => homeWinProbability(gameFromPoint(point), START, tiebreakFromPoint(point)),
    p,
    0.2,
    0.8,
  );
}

export function tennisFair(g: number, state: TennisState, tiebreak = g): FairMarket[] {
  const outlook = tennisOutlook(g, state, tiebreak);
  const home = outlook.reduce((sum, [h]) => sum + h, 0);
  const markets: FairMarket[] = [
    {
      key: 'ml',
      coverage: 1,
      outcomes: [
        { key: '1', p: home },
        { key: '2', p: 1 - home },
      ],
    },
  ];
  const played = state.gamesPlayed + state.gamesHome + state.gamesAway;
  for (const at of TENNIS_GAME_LINES) {
    let over = 0;
    outlook.forEach(([h, a], remaining) => {
      if (played + remaining > at) over += h + a;
    });
    markets.push({
      key: `tg:${at}`,
      coverage: 1,
      outcomes: [
        { key: 'over', p: over },
        { key: 'under', p: 1 - over },
      ],
    });
  }
  return markets;
}
