import { describe, expect, it } from '@rstest/core';
import {
  applyChange,
  applyEvent,
  betGroups,
  initialState,
  listed,
  ofSport,
  pathOf,
  repriceSlip,
  routeOf,
  search,
  slipTotals,
  togglePick,
  type SportState,
} from './state';
import type { EventView } from './view-types';

const names = (text: string) => ({ fr: text, en: text, ar: text });

function event(id: number, overrides: Partial<EventView> = {}): EventView {
  return {
    id,
    sport: 'football',
    league: 'tn1',
    leagueName: names('Ligue 1'),
    country: names('Tunisie'),
    home: names(`Home ${id}`),
    away: names(`Away ${id}`),
    startsAt: new Date(Date.UTC(2026, 0, 1, 12, id)).toISOString(),
    status: 'scheduled',
    live: { sport: 'football' },
    suspendedUntil: 0,
    result: null,
    markets: [
      {
        key: '1x2',
        open: true,
        outcomes: [
          { key: '1', odds: 210 },
          { key: 'X', odds: 320 },
          { key: '2', odds: 350 },
        ],
      },
    ],
    version: 1,
    ...overrides,
  };
}

function stateWith(...events: EventView[]): SportState {
  const state = initialState({
    session: 's',
    favourites: [],
    tolerance: null,
    acceptAnyCashOut: false,
  });
  for (const e of events) state.events.set(e.id, e);
  return state;
}

describe('routes', () => {
  it('reads a route and its id; anything unknown is the home page', () => {
    expect(routeOf('event/12')).toEqual({ route: 'event', routeId: 12 });
    expect(routeOf('live')).toEqual({ route: 'live', routeId: null });
    expect(routeOf('admin/1')).toEqual({ route: 'home', routeId: 1 });
    expect(routeOf('event/1x')).toEqual({ route: 'event', routeId: null });
    expect(pathOf({ route: 'event', routeId: 12 })).toBe('event/12');
  });
});

describe('the slip', () => {
  it('takes a price at the odds shown and drops it on a second tap', () => {
    const state = stateWith(event(1));
    expect(togglePick(state, 1, '1x2', '1')).toBe(true);
    expect(state.slip).toEqual([{ event: 1, market: '1x2', outcome: '1', odds: 210 }]);
    togglePick(state, 1, '1x2', '1');
    expect(state.slip).toEqual([]);
  });

  it('keeps one selection per event in a multiple, several in singles', () => {
    const state = stateWith(event(1));
    togglePick(state, 1, '1x2', '1');
    togglePick(state, 1, '1x2', '2');
    expect(state.slip.map((leg) => leg.outcome)).toEqual(['2']);
    state.mode = 'single';
    togglePick(state, 1, '1x2', 'X');
    expect(state.slip.map((leg) => leg.outcome)).toEqual(['2', 'X']);
  });

  it('refuses a price that is not on offer', () => {
    const closed = event(1);
    closed.markets[0]!.outcomes[0]!.odds = null;
    const state = stateWith(closed);
    expect(togglePick(state, 1, '1x2', '1')).toBe(false);
    expect(togglePick(state, 9, '1x2', '1')).toBe(false);
    expect(state.slip).toEqual([]);
  });

  it('places one multiple of all legs, or one single per leg', () => {
    const state = stateWith(event(1), event(2));
    togglePick(state, 1, '1x2', '1');
    togglePick(state, 2, '1x2', '2');
    expect(betGroups(state)).toHaveLength(1);
    state.mode = 'single';
    expect(betGroups(state)).toHaveLength(2);
  });

  it('sums a multiple by multiplying and singles by adding', () => {
    const legs = [
      { event: 1, market: '1x2', outcome: '1', odds: 200 },
      { event: 2, market: '1x2', outcome: '2', odds: 300 },
    ];
    expect(slipTotals(legs, 'multi', 10_000)).toEqual({ total: 600, potential: 60_000 });
    expect(slipTotals(legs, 'single', 10_000).potential).toBe(50_000);
    expect(slipTotals([], 'multi', 10_000)).toEqual({ total: null, potential: null });
    expect(slipTotals(legs, 'multi', null).potential).toBeNull();
  });

  it("takes the book's answered odds, marked up or down", () => {
    const state = stateWith(event(1), event(2));
    togglePick(state, 1, '1x2', '1');
    togglePick(state, 2, '1x2', '2');
    repriceSlip(state, [
      { event: 1, market: '1x2', outcome: '1', odds: 190 },
      { event: 2, market: '1x2', outcome: '2', odds: 400 },
    ]);
    expect(state.slip.map((leg) => [leg.odds, leg.moved])).toEqual([
      [190, 'down'],
      [400, 'up'],
    ]);
  });
});

describe('pushed changes', () => {
  it('move the odds of a leg on the slip and say so', () => {
    const state = stateWith(event(1));
    togglePick(state, 1, '1x2', '1');
    const effect = applyChange(state, {
      id: 1,
      status: 'live',
      live: { sport: 'football', minute: 3 },
      suspendedUntil: 0,
      result: null,
      markets: [['1x2', 1, 250, 300, 330]],
      version: 2,
    });
    expect(effect).toEqual({ kind: 'applied', slipChanged: true, openBetSettled: false });
    expect(state.slip[0]).toMatchObject({ odds: 250, moved: 'up' });
    expect(state.events.get(1)!.markets[0]!.outcomes.map((o) => o.key)).toEqual(['1', 'X', '2']);
  });

  it('ignore a change older than the event held', () => {
    const state = stateWith(event(1, { version: 5 }));
    const change = { ...event(1), markets: [['1x2', 0, null, null, null]], version: 4 };
    expect(applyChange(state, change)).toEqual({ kind: 'stale' });
    expect(state.events.get(1)!.markets[0]!.open).toBe(true);
  });

  it('take a new event from its view, and ask for the lists for any other unknown one', () => {
    const state = stateWith();
    const change = { ...event(7), markets: [], version: 1 };
    expect(applyChange(state, { ...change, view: event(7) }).kind).toBe('applied');
    expect(state.events.has(7)).toBe(true);
    expect(applyChange(state, { ...change, id: 8 })).toEqual({ kind: 'reload' });
  });

  it('give a market whose line moved the outcomes of its kind', () => {
    const state = stateWith(event(1, { markets: [] }));
    applyChange(state, {
      id: 1,
      status: 'live',
      live: { sport: 'basketball' },
      suspendedUntil: 0,
      result: null,
      markets: [['ou:160.5', 1, 190, 190]],
      version: 2,
    });
    expect(state.events.get(1)!.markets[0]!.outcomes.map((o) => o.key)).toEqual(['over', 'under']);
  });

  it('move a finished event to the results and tell when an open bet was on it', () => {
    const state = stateWith(event(1));
    state.bets = [
      {
        id: 'b',
        kind: 'single',
        status: 'open',
        stake: 1000,
        odds: 210,
        potential: 2100,
        payout: null,
        placedAt: '',
        cashOut: null,
        legs: [{ event: 1, market: '1x2', outcome: '1', odds: 210, result: null }],
      },
    ];
    const effect = applyEvent(state, event(1, { status: 'finished', version: 3 }));
    expect(effect.openBetSettled).toBe(true);
    expect(state.events.has(1)).toBe(false);
    expect(state.results.map((e) => e.id)).toEqual([1]);
  });
});

describe('lists', () => {
  it('show the chosen sport by kick-off, and find by any name in any language', () => {
    const state = stateWith(
      event(3),
      event(1, { sport: 'tennis', home: { fr: 'Jabeur', en: 'Jabeur', ar: 'جابر' } }),
      event(2),
    );
    expect(listed(state).map((e) => e.id)).toEqual([1, 2, 3]);
    state.sport = 'football';
    expect(listed(state).map((e) => e.id)).toEqual([2, 3]);
    expect(ofSport(state, [event(9, { sport: 'tennis' })])).toEqual([]);
    expect(search([...state.events.values()], ' جابر ').map((e) => e.id)).toEqual([1]);
    expect(search([...state.events.values()], 'HOME 2').map((e) => e.id)).toEqual([2]);
    expect(search([...state.events.values()], '  ')).toEqual([]);
  });
});
