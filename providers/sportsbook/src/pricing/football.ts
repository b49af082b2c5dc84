/**
 * Football prices from one score matrix (docs/games-math.md#sport-pricing): goals as two Poisson
 * variables with λ_home = exp(attack_home − defence_away + home advantage), λ_away = exp(attack_away −
 * defence_home), the Dixon–Coles correction τ on 0–0, 1–0, 0–1, 1–1, truncated at 10 goals each
 * and renormalised. Live: with m minutes left, the remaining goals are Poisson with λ × m / 90 on
 * top of the score, each red card scaling its team's λ down and the other's up, and the final
 * scores they lead to weighted by the same τ (dixonColes below).
 */
import {
  FOOTBALL_HANDICAP_LINES,
  FOOTBALL_TOTAL_LINES,
  marketDefinition,
  type FinalResult,
} from './markets';
import type { FairMarket } from './price';

export const MAX_GOALS = 10;
export const HOME_ADVANTAGE = 0.25;
export const DIXON_COLES_RHO = -0.08;
export const RED_CARD_SELF = 0.7;
export const RED_CARD_OTHER = 1.15;

export interface TeamStrength {
  attack: number;
  defence: number;
}

export interface FootballState {
  minute: number;
  home: number;
  away: number;
  redHome: number;
  redAway: number;
}

export function goalRates(home: TeamStrength, away: TeamStrength): { home: number; away: number } {
  return {
    home: Math.exp(home.attack - away.defence + HOME_ADVANTAGE),
    away: Math.exp(away.attack - home.defence),
  };
}

function poisson(lambda: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) out.push((out[k - 1]! * lambda) / k);
  return out;
}

/** P(i more home goals, j more away goals), normalised; τ applied when `rho` is not 0. */
export function scoreMatrix(lambdaHome: number, lambdaAway: number, rho = 0): number[][] {
  const ph = poisson(lambdaHome);
  const pa = poisson(lambdaAway);
  const grid = ph.map((x) => pa.map((y) => x * y));
  if (rho !== 0) {
    grid[0]![0]! *= 1 - lambdaHome * lambdaAway * rho;
    grid[0]![1]! *= 1 + lambdaHome * rho;
    grid[1]![0]! *= 1 + lambdaAway * rho;
    grid[1]![1]! *= 1 - rho;
  }
  const total = grid.flat().reduce((a, b) => a + b, 0);
  return grid.map((row) => row.map((p) => p / total));
}

/**
 * Dixon–Coles τ of a final score, from the match's base rates: 1 except on 0–0, 1–0, 0–1, 1–1.
 * The same weight on the final score before kick-off and in play: the price of a live state is
 * the remaining goals' Poisson matrix weighted by τ of the final each cell leads to, renormalised
 * — the distribution of Poisson goal paths tilted by τ(final), which the simulator plays
 * (src/live/simulator.ts), so the price of 1–0 and 0–1 does not jump at the first minute.
 */
export function dixonColes(
  home: number,
  away: number,
  base: { home: number; away: number },
  rho = DIXON_COLES_RHO,
): number {
  if (home === 0 && away === 0) return 1 - base.home * base.away * rho;
  if (home === 0 && away === 1) return 1 + base.home * rho;
  if (home === 1 && away === 0) return 1 + base.away * rho;
  if (home === 1 && away === 1) return 1 - rho;
  return 1;
}

/** E[τ(final)] under plain Poisson remaining goals from a score: the tilt's normaliser. */
export function dixonColesWeight(
  score: { home: number; away: number },
  remaining: { home: number; away: number },
  base: { home: number; away: number },
): number {
  let weight = 1;
  for (const [h, a] of [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const) {
    const i = h - score.home;
    const j = a - score.away;
    if (i < 0 || j < 0) continue;
    // Poisson probabilities of 0 or 1 more goals (i! = 1).
    const p =
      Math.exp(-remaining.home - remaining.away) * remaining.home ** i * remaining.away ** j;
    weight += p * (dixonColes(h, a, base) - 1);
  }
  return weight;
}

/** Remaining-goal rates at a live state. */
export function liveRates(
  base: { home: number; away: number },
  state: FootballState,
): { home: number; away: number } {
  const left = Math.max(0, 90 - state.minute) / 90;
  const home = base.home * RED_CARD_SELF ** state.redHome * RED_CARD_OTHER ** state.redAway;
  const away = base.away * RED_CARD_SELF ** state.redAway * RED_CARD_OTHER ** state.redHome;
  return { home: home * left, away: away * left };
}

export const FOOTBALL_MARKETS = [
  '1x2',
  'dc',
  ...FOOTBALL_TOTAL_LINES.map((l) => `ou:${l}`),
  'btts',
  ...FOOTBALL_HANDICAP_LINES.map((l) => `ah:${l}`),
  'cs',
];

/** Fair probabilities of every football market at a state (kick-off: minute 0, 0–0). */
export function footballFair(
  base: { home: number; away: number },
  state: FootballState,
): FairMarket[] {
  const rates = liveRates(base, state);
  const plain = scoreMatrix(rates.home, rates.away, 0);
  const tilted = plain.map((row, i) =>
    row.map((p, j) => p * dixonColes(state.home + i, state.away + j, base)),
  );
  const total = tilted.flat().reduce((a, b) => a + b, 0);
  const grid = tilted.map((row) => row.map((p) => p / total));
  const finals: Array<{ final: FinalResult; p: number }> = [];
  grid.forEach((row, i) =>
    row.forEach((p, j) =>
      finals.push({ final: { home: state.home + i, away: state.away + j }, p }),
    ),
  );
  return FOOTBALL_MARKETS.map((key) => {
    const definition = marketDefinition('football', key)!;
    const win = definition.outcomes.map(() => 0);
    const halfWin = definition.outcomes.map(() => 0);
    const halfLose = definition.outcomes.map(() => 0);
    const push = definition.outcomes.map(() => 0);
    for (const { final, p } of finals) {
      definition.outcomes.forEach((outcome, index) => {
        const judged = outcome.judge(final);
        if (judged === 'win') win[index]! += p;
        else if (judged === 'half_win') halfWin[index]! += p;
        else if (judged === 'half_lose') halfLose[index]! += p;
        else if (judged === 'push') push[index]! += p;
      });
    }
    // The fair price o returns the stake on average: W·o + HW·(o + 1)/2 + HL/2 + push = 1, so
    // 1/o = (W + HW/2) / (1 − push − HW/2 − HL/2): a whole line is priced given no push, and a
    // quarter line's two sides still sum to 1 (one side's half win is the other's half loss).
    return {
      key,
      coverage: definition.coverage,
      outcomes: definition.outcomes.map((o, i) => {
        const scale = 1 - push[i]! - halfWin[i]! / 2 - halfLose[i]! / 2;
        return { key: o.key, p: scale > 1e-12 ? (win[i]! + halfWin[i]! / 2) / scale : 0 };
      }),
    };
  });
}
