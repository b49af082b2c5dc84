import { describe, expect, it } from '@rstest/core';
import { gameFromPoint, initialState, pointChanceFor, poissonDraw, step, type LiveState, type ModelParams, type Random } from './simulator';

/** A seeded generator (mulberry32): the same match every run. */
function seeded(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function play(params: ModelParams, random: Random) {
  let state: LiveState = initialState(params.sport);
  const events = [];
  for (let i = 0; i < 1000; i++) {
    const next = step(state, params, random);
    state = next.state;
    events.push(...next.events);
    if (next.finished) return { state, events, steps: i + 1 };
  }
  throw new Error('never finished');
}

describe('live simulator', () => {
  it('football: 90 one-minute steps, goals by a Poisson process at the model rate, cards, suspension on goals and reds', () => {
    const params: ModelParams = { sport: 'football', home: 1.6, away: 1.1 };
    const random = seeded(7);
    let goals = 0;
    const matches = 2000;
    for (let m = 0; m < matches; m++) {
      const { state, events, steps } = play(params, random);
      if (state.sport !== 'football') throw new Error();
      expect(steps).toBe(90);
      expect(state.home + state.away).toBe(events.filter((e) => e.kind === 'goal').length);
      for (const e of events) expect(e.suspend).toBe(e.kind === 'goal' || e.kind === 'red');
      goals += state.home + state.away;
    }
    // Expected 2.7 goals a match (a little more with red cards' boost to the other side).
    expect(goals / matches).toBeGreaterThan(2.55);
    expect(goals / matches).toBeLessThan(2.9);
  });

  it('Poisson draws have the right mean', () => {
    const random = seeded(3);
    let total = 0;
    for (let i = 0; i < 20_000; i++) total += poissonDraw(0.8, random);
    expect(total / 20_000).toBeGreaterThan(0.77);
    expect(total / 20_000).toBeLessThan(0.83);
  });

  it('tennis: points make games (two clear), games make sets (6 with two clear, 7–5 or a 7–6 tiebreak), best of three', () => {
    const g = 0.55;
    const params: ModelParams = { sport: 'tennis', g, point: pointChanceFor(g) };
    expect(gameFromPoint(params.point)).toBeCloseTo(g, 9);
    const random = seeded(11);
    for (let m = 0; m < 300; m++) {
      const { state } = play(params, random);
      if (state.sport !== 'tennis') throw new Error();
      expect(Math.max(state.setsHome, state.setsAway)).toBe(2);
      expect(Math.min(state.setsHome, state.setsAway)).toBeLessThan(2);
      expect(state.sets.length).toBe(state.setsHome + state.setsAway);
      for (const [h, a] of state.sets) {
        const [w, l] = h > a ? [h, a] : [a, h];
        expect(w === 6 ? l <= 4 : w === 7 && (l === 5 || l === 6)).toBe(true);
      }
      expect(state.gamesPlayed).toBe(state.sets.reduce((sum, [h, a]) => sum + h + a, 0));
    }
  });

  it('basketball: 48 minutes, overtime of 5 while level, never ends level', () => {
    const params: ModelParams = { sport: 'basketball', margin: 0, total: 200 };
    const random = seeded(5);
    let overtimes = 0;
    let points = 0;
    for (let m = 0; m < 400; m++) {
      const { state, steps } = play(params, random);
      if (state.sport !== 'basketball') throw new Error();
      expect(state.home).not.toBe(state.away);
      expect((steps - 48) % 5).toBe(0);
      if (steps > 48) overtimes += 1;
      points += state.home + state.away;
    }
    expect(overtimes).toBeGreaterThan(0);
    expect(points / 400).toBeGreaterThan(190);
    expect(points / 400).toBeLessThan(215);
  });
});
