/**
 * The live simulator's rules, pure: one step of a match from its state and a random source.
 * Football: one simulated minute, goals by a Poisson process at the team's rate (red cards scale
 * it, as in the prices), yellow and red cards; 90 minutes. Basketball: one minute, scoring plays
 * (1, 2 or 3 points) by a Poisson process around the expected total; 48 minutes, 5 more per tie.
 * Tennis: one point, won by the home player with the chance that gives their game chance g;
 * games to 4 points with two clear, sets to 6 games with two clear or a tiebreak at 6–6 (first to
 * 7 points, two clear), best of three sets.
 */
import {
  basketballFair,
  BASKETBALL_MINUTES,
  POINTS_PER_PLAY,
  SCORING_PLAYS,
  type BasketballModel,
} from '../pricing/elo';
import { dixonColesWeight, footballFair, RED_CARD_OTHER, RED_CARD_SELF } from '../pricing/football';
import type { FinalResult, Sport } from '../pricing/markets';
import { solveIncreasing } from '../pricing/normal';
import type { FairMarket } from '../pricing/price';
import { gameFromPoint, setOver, tennisFair, tiebreakFromPoint } from '../pricing/tennis';

export type Random = () => number;
export type Side = 'home' | 'away';

export interface FootballLive {
  sport: 'football';
  minute: number;
  home: number;
  away: number;
  redHome: number;
  redAway: number;
  yellowHome: number;
  yellowAway: number;
}
export interface BasketballLive {
  sport: 'basketball';
  minute: number;
  /** 48, plus 5 per overtime. */
  length: number;
  home: number;
  away: number;
}
export interface TennisLive {
  sport: 'tennis';
  setsHome: number;
  setsAway: number;
  gamesHome: number;
  gamesAway: number;
  pointsHome: number;
  pointsAway: number;
  /** Games of the finished sets. */
  gamesPlayed: number;
  sets: Array<[number, number]>;
}
export type LiveState = FootballLive | BasketballLive | TennisLive;

export interface FootballParams {
  sport: 'football';
  home: number;
  away: number;
}
export interface BasketballParams extends BasketballModel {
  sport: 'basketball';
}
export interface TennisParams {
  sport: 'tennis';
  /** Chance the home player wins a game, and the point chance that gives it. */
  g: number;
  point: number;
}
export type ModelParams = FootballParams | BasketballParams | TennisParams;

export type SimEventKind = 'goal' | 'yellow' | 'red' | 'basket' | 'game' | 'set' | 'quarter';
export interface SimEvent {
  kind: SimEventKind;
  side: Side | null;
  /** Markets close for a moment after it (goals, red cards, sets, quarters). */
  suspend: boolean;
}

export interface Step {
  state: LiveState;
  events: SimEvent[];
  finished: boolean;
}

export const YELLOW_PER_TEAM = 1.8;
export const RED_PER_TEAM = 0.12;
/** Steps of a whole match, to spread it over its real duration (tennis: a typical point count). */
export const STEPS: Record<Sport, number> = {
  football: 90,
  basketball: BASKETBALL_MINUTES,
  tennis: 150,
};

export function poissonDraw(lambda: number, random: Random): number {
  let k = 0;
  let p = Math.exp(-lambda);
  let cumulative = p;
  const u = random();
  while (u > cumulative && k < 50) {
    k += 1;
    p = (p * lambda) / k;
    cumulative += p;
  }
  return k;
}

export function initialState(sport: Sport): LiveState {
  if (sport === 'football')
    return {
      sport,
      minute: 0,
      home: 0,
      away: 0,
      redHome: 0,
      redAway: 0,
      yellowHome: 0,
      yellowAway: 0,
    };
  if (sport === 'basketball')
    return { sport, minute: 0, length: BASKETBALL_MINUTES, home: 0, away: 0 };
  return {
    sport,
    setsHome: 0,
    setsAway: 0,
    gamesHome: 0,
    gamesAway: 0,
    pointsHome: 0,
    pointsAway: 0,
    gamesPlayed: 0,
    sets: [],
  };
}

export { gameFromPoint };

export function pointChanceFor(g: number): number {
  return solveIncreasing(gameFromPoint, g, 0.001, 0.999);
}

const MAX_GOALS_A_MINUTE = 4;

/** The chances of each count of goals in the next minute (the tilted Poisson), summing to 1. */
export function minuteGoalChances(
  state: FootballLive,
  params: FootballParams,
  homeRate: number,
  awayRate: number,
): Array<{ home: number; away: number; p: number }> {
  const after = Math.max(0, 90 - state.minute - 1) / 90;
  const remaining = { home: homeRate * after, away: awayRate * after };
  const pmf = (lambda: number, k: number) => {
    let p = Math.exp(-lambda);
    for (let n = 1; n <= k; n++) p = (p * lambda) / n;
    return p;
  };
  const cells: Array<{ home: number; away: number; w: number }> = [];
  let total = 0;
  for (let h = 0; h <= MAX_GOALS_A_MINUTE; h++) {
    for (let a = 0; a <= MAX_GOALS_A_MINUTE; a++) {
      const w =
        pmf(homeRate / 90, h) *
        pmf(awayRate / 90, a) *
        dixonColesWeight({ home: state.home + h, away: state.away + a }, remaining, params);
      cells.push({ home: h, away: a, w });
      total += w;
    }
  }
  return cells.map((cell) => ({ home: cell.home, away: cell.away, p: cell.w / total }));
}

function minuteGoals(
  state: FootballLive,
  params: FootballParams,
  homeRate: number,
  awayRate: number,
  random: Random,
): { home: number; away: number } {
  const cells = minuteGoalChances(state, params, homeRate, awayRate);
  let u = random();
  for (const cell of cells) {
    u -= cell.p;
    if (u <= 0) return cell;
  }
  return cells[0]!;
}

function footballStep(state: FootballLive, params: FootballParams, random: Random): Step {
  const next = { ...state, minute: state.minute + 1 };
  const events: SimEvent[] = [];
  const rate = (side: Side) =>
    side === 'home'
      ? params.home * RED_CARD_SELF ** state.redHome * RED_CARD_OTHER ** state.redAway
      : params.away * RED_CARD_SELF ** state.redAway * RED_CARD_OTHER ** state.redHome;
  // This minute's goals: Poisson at the rates, tilted by the Dixon–Coles weight of the score they
  // lead to (the path distribution the prices are of: src/pricing/football.ts, dixonColes).
  const goals = minuteGoals(state, params, rate('home'), rate('away'), random);
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < goals[side]; i++) {
      next[side] += 1;
      events.push({ kind: 'goal', side, suspend: true });
    }
    if (random() < YELLOW_PER_TEAM / 90) {
      if (side === 'home') next.yellowHome += 1;
      else next.yellowAway += 1;
      events.push({ kind: 'yellow', side, suspend: false });
    }
    const reds = side === 'home' ? next.redHome : next.redAway;
    if (reds < 3 && random() < RED_PER_TEAM / 90) {
      if (side === 'home') next.redHome += 1;
      else next.redAway += 1;
      events.push({ kind: 'red', side, suspend: true });
    }
  }
  return { state: next, events, finished: next.minute >= 90 };
}

function basketballStep(state: BasketballLive, params: BasketballParams, random: Random): Step {
  const next = { ...state, minute: state.minute + 1 };
  const events: SimEvent[] = [];
  const perMinute = {
    home: (params.total + params.margin) / 2 / BASKETBALL_MINUTES,
    away: (params.total - params.margin) / 2 / BASKETBALL_MINUTES,
  };
  for (const side of ['home', 'away'] as const) {
    const plays = poissonDraw(perMinute[side] / POINTS_PER_PLAY, random);
    for (let i = 0; i < plays; i++) {
      let u = random();
      const play = SCORING_PLAYS.find(([, chance]) => (u -= chance) < 0) ?? SCORING_PLAYS.at(-1)!;
      next[side] += play[0];
    }
    if (plays > 0) events.push({ kind: 'basket', side, suspend: false });
  }
  if (next.minute % 12 === 0 && next.minute < BASKETBALL_MINUTES)
    events.push({ kind: 'quarter', side: null, suspend: true });
  if (next.minute >= next.length && next.home === next.away) next.length += 5;
  return { state: next, events, finished: next.minute >= next.length && next.home !== next.away };
}

function tennisStep(state: TennisLive, params: TennisParams, random: Random): Step {
  const next: TennisLive = { ...state, sets: state.sets.map((s) => [...s] as [number, number]) };
  const events: SimEvent[] = [];
  const side: Side = random() < params.point ? 'home' : 'away';
  if (side === 'home') next.pointsHome += 1;
  else next.pointsAway += 1;
  const tiebreak = next.gamesHome === 6 && next.gamesAway === 6;
  const target = tiebreak ? 7 : 4;
  const lead = next.pointsHome - next.pointsAway;
  const gameWinner: Side | null =
    next.pointsHome >= target && lead >= 2
      ? 'home'
      : next.pointsAway >= target && lead <= -2
        ? 'away'
        : null;
  if (gameWinner) {
    next.pointsHome = 0;
    next.pointsAway = 0;
    if (gameWinner === 'home') next.gamesHome += 1;
    else next.gamesAway += 1;
    events.push({ kind: 'game', side: gameWinner, suspend: false });
    const setWinner = setOver(next.gamesHome, next.gamesAway);
    if (setWinner) {
      next.sets.push([next.gamesHome, next.gamesAway]);
      next.gamesPlayed += next.gamesHome + next.gamesAway;
      next.gamesHome = 0;
      next.gamesAway = 0;
      if (setWinner === 'home') next.setsHome += 1;
      else next.setsAway += 1;
      events.push({ kind: 'set', side: setWinner, suspend: true });
    }
  }
  return { state: next, events, finished: next.setsHome === 2 || next.setsAway === 2 };
}

export function step(state: LiveState, params: ModelParams, random: Random): Step {
  if (state.sport === 'football' && params.sport === 'football')
    return footballStep(state, params, random);
  if (state.sport === 'basketball' && params.sport === 'basketball')
    return basketballStep(state, params, random);
  if (state.sport === 'tennis' && params.sport === 'tennis')
    return tennisStep(state, params, random);
  throw new Error('state and model of different sports');
}

export function finalResult(state: LiveState): FinalResult {
  if (state.sport === 'tennis')
    return { home: state.setsHome, away: state.setsAway, games: state.gamesPlayed };
  return { home: state.home, away: state.away };
}

/** Fair probabilities of every market of a match at its state. */
export function fairMarkets(params: ModelParams, state: LiveState): FairMarket[] {
  if (params.sport === 'football' && state.sport === 'football') return footballFair(params, state);
  if (params.sport === 'basketball' && state.sport === 'basketball')
    return basketballFair(params, state);
  if (params.sport === 'tennis' && state.sport === 'tennis')
    return tennisFair(params.g, state, tiebreakFromPoint(params.point));
  throw new Error('state and model of different sports');
}
