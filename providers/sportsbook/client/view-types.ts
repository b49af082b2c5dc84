/** What the frame receives from the sportsbook's API and push socket, as it holds it. */
import type { Language } from './texts';

export type Names = Record<Language, string>;
export interface Outcome {
  key: string;
  odds: number | null;
}
export interface Market {
  key: string;
  open: boolean;
  outcomes: Outcome[];
}
export interface LiveState {
  sport: string;
  minute?: number;
  home?: number;
  away?: number;
  setsHome?: number;
  setsAway?: number;
  gamesHome?: number;
  gamesAway?: number;
  pointsHome?: number;
  pointsAway?: number;
  redHome?: number;
  redAway?: number;
  sets?: Array<[number, number]>;
}
export interface EventView {
  id: number;
  sport: string;
  league: string;
  leagueName: Names;
  country: Names;
  home: Names;
  away: Names;
  startsAt: string;
  status: 'scheduled' | 'live' | 'finished' | 'abandoned';
  live: LiveState;
  suspendedUntil: number;
  result: { home: number; away: number; games?: number } | null;
  markets: Market[];
  version: number;
}
export interface Leg {
  event: number;
  market: string;
  outcome: string;
  odds: number;
  moved?: 'up' | 'down';
}
export interface BetView {
  id: string;
  kind: string;
  status: string;
  stake: number;
  odds: number;
  potential: number;
  payout: number | null;
  placedAt: string;
  cashOut: number | null;
  legs: Array<Leg & { result: string | null }>;
}
/** One event's change on the push socket: markets as `[key, open (1/0), odds…]`. */
export interface EventChange {
  id: number;
  status: EventView['status'];
  live: LiveState;
  suspendedUntil: number;
  result: EventView['result'];
  markets: Array<Array<string | number | null>>;
  version: number;
  view?: EventView;
}
export interface Boot {
  basePath: string;
  siteOrigin: string | null;
  limits: { minStake: number; maxStake: number; maxPayout: number };
}

export const ROUTES = [
  'home',
  'live',
  'line',
  'favorite',
  'results',
  'calendar',
  'search',
  'history',
  'my-bets',
  'events',
  'event',
] as const;
export type Route = (typeof ROUTES)[number];
