/**
 * Tennis, best of three sets, from the chance g that the home player wins a game (serve ignored):
 * a set goes to 6 games with two clear or 7–5, a tiebreak at 6–6 counts as one game. The exact
 * distribution of the winner and of the games still to play comes from the current set and game
 * score; g is solved once from the Elo win probability before the match.
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

function setDistribution(g: number, home: number, away: number, memo: Map<string, Distribution>): Distribution {
  const id = `${home}:${away}`;
  const known = memo.get(id);
  if (known) return known;
  const out = emptyDistribution();
  const over = setOver(home, away);
  if (over) out[0]![over === 'home' ? 0 : 1] = 1;
  else {
    const win = setDistribution(g, home + 1, away, memo);
    const lose = setDistribution(g, home, away + 1, memo);
    for (let n = 0; n < MAX_REMAINING; n++) {
      out[n + 1]![0] += g * win[n]![0] + (1 - g) * lose[n]![0];
      out[n + 1]![1] += g * win[n]![1] + (1 - g) * lose[n]![1];
    }
  }
  memo.set(id, out);
  return out;
}

/** Distribution of the match winner and the games still to play from a state. */
export function tennisOutlook(g: number, state: TennisState): Distribution {
  const memo = new Map<string, Distribution>();
  const match = (setsHome: number, setsAway: number, gamesHome: number, gamesAway: number): Distribution => {
    const out = emptyDistribution();
    if (setsHome >= 2) out[0]![0] = 1;
    else if (setsAway >= 2) out[0]![1] = 1;
    else {
      const set = setDistribution(g, gamesHome, gamesAway, memo);
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

export function homeWinProbability(g: number, state: TennisState): number {
  return tennisOutlook(g, state).reduce((sum, [home]) => sum + home, 0);
}

export const START: TennisState = { setsHome: 0, setsAway: 0, gamesHome: 0, gamesAway: 0, gamesPlayed: 0 };

/** The game-winning chance that gives the home player match-win probability p. */
export function gameChanceFor(p: number): number {
  return solveIncreasing((g) => homeWinProbability(g, START), p, 0.01, 0.99);
}

export function tennisFair(g: number, state: TennisState): FairMarket[] {
  const outlook = tennisOutlook(g, state);
  const home = outlook.reduce((sum, [h]) => sum + h, 0);
  const markets: FairMarket[] = [{ key: 'ml', coverage: 1, outcomes: [{ key: '1', p: home }, { key: '2', p: 1 - home }] }];
  const played = state.gamesPlayed + state.gamesHome + state.gamesAway;
  for (const at of TENNIS_GAME_LINES) {
    let over = 0;
    outlook.forEach(([h, a], remaining) => {
      if (played + remaining > at) over += h + a;
    });
    markets.push({ key: `tg:${at}`, coverage: 1, outcomes: [{ key: 'over', p: over }, { key: 'under', p: 1 - over }] });
  }
  return markets;
}
