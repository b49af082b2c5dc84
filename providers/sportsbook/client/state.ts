/**
 * The frame's state and every change made to it, pure: no DOM, no storage, no network. The page
 * holds one state and calls these; what the screen should do next (draw the slip again, fetch
 * the bets, fetch the lists) is returned, not done here, so each rule is testable on its own.
 */
import { potentialReturn } from './format';
import {
  ROUTES,
  type BetView,
  type EventChange,
  type EventView,
  type Leg,
  type Route,
} from './view-types';

export type SlipMode = 'single' | 'multi';
export type Tolerance = 'none' | 'higher' | 'any';

export interface SportState {
  session: string | null;
  balance: number | null;
  currency: string;
  events: Map<number, EventView>;
  /** Finished and abandoned events, newest first. */
  results: EventView[];
  bets: BetView[];
  route: Route;
  routeId: number | null;
  sport: string;
  query: string;
  favourites: Set<number>;
  slip: Leg[];
  mode: SlipMode;
  tolerance: Tolerance;
  message: { kind: 'ok' | 'error'; text: string } | null;
  /** What the last cash-out of a bet answered, shown on that bet until the next one. */
  cashOutNotice: { bet: string; text: string } | null;
  acceptAnyCashOut: boolean;
  busy: boolean;
  slipOpen: boolean;
  viewport: { top: number; height: number } | null;
}

/** What the player chose before, as the page kept it (session and local storage). */
export interface Remembered {
  session: string | null;
  favourites: number[];
  tolerance: Tolerance | null;
  acceptAnyCashOut: boolean;
}

/** The results list keeps this many events. */
const RESULTS_KEPT = 200;

export function initialState(remembered: Remembered): SportState {
  return {
    session: remembered.session,
    balance: null,
    currency: 'TND',
    events: new Map(),
    results: [],
    bets: [],
    route: 'home',
    routeId: null,
    sport: 'all',
    query: '',
    favourites: new Set(remembered.favourites),
    slip: [],
    mode: 'multi',
    tolerance: remembered.tolerance ?? 'higher',
    message: null,
    cashOutNotice: null,
    acceptAnyCashOut: remembered.acceptAnyCashOut,
    busy: false,
    slipOpen: false,
    viewport: null,
  };
}

/** `live`, `event/12`: an unknown route is the home page; an id only when it is all digits. */
export function routeOf(path: string): { route: Route; routeId: number | null } {
  const [name, id] = path.split('/');
  const route = (ROUTES as readonly string[]).includes(name!) ? (name as Route) : 'home';
  return { route, routeId: id && /^\d+$/.test(id) ? Number(id) : null };
}

export const pathOf = (state: Pick<SportState, 'route' | 'routeId'>) =>
  `${state.route}${state.routeId ? `/${state.routeId}` : ''}`;

export function findEvent(state: SportState, id: number): EventView | undefined {
  return state.events.get(id) ?? state.results.find((e) => e.id === id);
}

/**
 * An event as the book now has it: a finished one moves to the results; the slip's legs on it
 * take its new odds, marked up or down.
 */
export function applyEvent(
  state: SportState,
  event: EventView,
): { slipChanged: boolean; openBetSettled: boolean } {
  let openBetSettled = false;
  if (event.status === 'finished' || event.status === 'abandoned') {
    state.events.delete(event.id);
    state.results = [event, ...state.results.filter((e) => e.id !== event.id)].slice(
      0,
      RESULTS_KEPT,
    );
    openBetSettled = state.bets.some(
      (b) => b.status === 'open' && b.legs.some((l) => l.event === event.id),
    );
  } else state.events.set(event.id, event);
  let slipChanged = false;
  for (const leg of state.slip) {
    if (leg.event !== event.id) continue;
    const now = event.markets
      .find((m) => m.key === leg.market)
      ?.outcomes.find((o) => o.key === leg.outcome)?.odds;
    if (now && now !== leg.odds) {
      leg.moved = now > leg.odds ? 'up' : 'down';
      leg.odds = now;
      slipChanged = true;
    }
  }
  return { slipChanged, openBetSettled };
}

/** Outcomes of a market whose line moved (a basketball total): the same as any line of its kind. */
export function linedOutcomes(key: string): string[] {
  const kind = key.split(':')[0];
  return kind === 'ah' ? ['home', 'away'] : ['over', 'under'];
}

/**
 * A pushed change: applied to the event it names; older than what we hold, ignored; about an
 * event we have never seen, applied from its whole view when it carries one, else `reload` (we
 * missed something: the lists are fetched again).
 */
export function applyChange(
  state: SportState,
  change: EventChange,
):
  | { kind: 'applied'; slipChanged: boolean; openBetSettled: boolean }
  | { kind: 'stale' | 'reload' } {
  const known = findEvent(state, change.id);
  if (!known) {
    if (change.view) return { kind: 'applied', ...applyEvent(state, change.view) };
    return { kind: 'reload' };
  }
  if (change.version < known.version) return { kind: 'stale' };
  const markets = change.markets.map(([key, open, ...odds]) => {
    const before = known.markets.find((m) => m.key === key);
    const keys = before?.outcomes.map((o) => o.key) ?? linedOutcomes(String(key));
    return {
      key: String(key),
      open: open === 1,
      outcomes: odds.map((o, i) => ({ key: keys[i] ?? String(i), odds: o as number | null })),
    };
  });
  return {
    kind: 'applied',
    ...applyEvent(state, {
      ...known,
      status: change.status,
      live: change.live,
      suspendedUntil: change.suspendedUntil,
      result: change.result,
      markets,
      version: change.version,
    }),
  };
}

/**
 * A tap on a price: off the slip when it is there, else on it at the odds shown; a multiple takes
 * one selection per event (a new pick on the same event replaces the old one). False when the
 * price is not on offer.
 */
export function togglePick(
  state: SportState,
  eventId: number,
  market: string,
  outcome: string,
): boolean {
  const existing = state.slip.findIndex(
    (l) => l.event === eventId && l.market === market && l.outcome === outcome,
  );
  if (existing >= 0) state.slip.splice(existing, 1);
  else {
    const odds = state.events
      .get(eventId)
      ?.markets.find((m) => m.key === market)
      ?.outcomes.find((o) => o.key === outcome)?.odds;
    if (!odds) return false;
    state.slip = state.slip.filter((l) => l.event !== eventId || state.mode === 'single');
    state.slip.push({ event: eventId, market, outcome, odds });
  }
  state.message = null;
  return true;
}

export function toggleFavourite(state: SportState, id: number): void {
  if (state.favourites.has(id)) state.favourites.delete(id);
  else state.favourites.add(id);
}

/** The bets the slip places: one multiple of all its legs, or a single per leg. */
export function betGroups(state: SportState): Leg[][] {
  return state.mode === 'multi' && state.slip.length > 1
    ? [state.slip]
    : state.slip.map((leg) => [leg]);
}

/** The book refused on price: the slip's legs take the odds it answered, marked up or down. */
export function repriceSlip(state: SportState, answered: Leg[]): void {
  for (const now of answered) {
    const leg = state.slip.find(
      (l) => l.event === now.event && l.market === now.market && l.outcome === now.outcome,
    );
    if (leg && leg.odds !== now.odds) {
      leg.moved = now.odds > leg.odds ? 'up' : 'down';
      leg.odds = now.odds;
    }
  }
}

/** The slip's total odds (hundredths) and what the stake would return, `null` where none. */
export function slipTotals(
  slip: Leg[],
  mode: SlipMode,
  stake: number | null,
): { total: number | null; potential: number | null } {
  const count = slip.length;
  const multi = mode === 'multi' && count > 1;
  const odds = slip.map((leg) => leg.odds);
  const total = multi ? potentialReturn(100, odds) : count === 1 ? slip[0]!.odds : null;
  const potential =
    stake === null || count === 0
      ? null
      : multi
        ? potentialReturn(stake, odds)
        : slip.reduce((sum, leg) => sum + potentialReturn(stake, [leg.odds]), 0);
  return { total, potential };
}

/** The events of the chosen sport, in the order given. */
export function ofSport(state: SportState, list: EventView[]): EventView[] {
  return state.sport === 'all' ? list : list.filter((e) => e.sport === state.sport);
}

/** The listed events of the chosen sport, by kick-off then id. */
export function listed(state: SportState): EventView[] {
  return [...ofSport(state, [...state.events.values()])].sort(
    (a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.id - b.id,
  );
}

/** Events whose side, league or country contains the query in any language, ignoring case. */
export function search(events: EventView[], query: string): EventView[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return events.filter((e) =>
    [e.home, e.away, e.leagueName, e.country].some((n) =>
      Object.values(n).some((v) => v.toLowerCase().includes(q)),
    ),
  );
}
