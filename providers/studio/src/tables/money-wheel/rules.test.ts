/**
 * Money wheels: each theme's 54 segments, a spin through multiplier and bonus segments, every
 * bet's payout, strict bets from messages, and the exact returns against a hand-worked case and a
 * step-by-step expansion of the respins.
 */
import { describe, expect, it } from '@rstest/core';
import { percentCut, ratio, toNumber } from '../exact-ratio';
import { FairDraw } from '../fair-draw';
import { wheelEdges, wheelRtp } from './edge';
import {
  LAYOUTS,
  type Segment,
  type WheelLayout,
  parseWheelBet,
  returnOf,
  spinWheel,
  wheelThemeOf,
} from './rules';

/** A draw answering scripted numbers (this module's unit test only). */
const scripted = (values: number[]) => ({ int: () => values.shift()! }) as unknown as FairDraw;

const indexOf = (layout: WheelLayout, match: (s: Segment) => boolean) =>
  layout.segments.findIndex(match);

describe('money wheel layouts', () => {
  it('has 54 segments per theme, counted as declared, spread around the wheel', () => {
    const count = (layout: WheelLayout, key: string) =>
      layout.segments.filter(
        (s) =>
          (s.kind === 'number'
            ? `n${s.value}`
            : s.kind === 'multiplier'
              ? `x${s.factor}`
              : 'bonus') === key,
      ).length;
    const md = LAYOUTS['money-drop'];
    expect(md.segments).toHaveLength(54);
    expect(['n1', 'n2', 'n5', 'n10', 'x2', 'x7', 'bonus'].map((k) => count(md, k))).toEqual([
      23, 15, 7, 4, 1, 1, 3,
    ]);
    expect(
      ['n1', 'n2', 'n5', 'n10', 'x2', 'x5', 'bonus'].map((k) => count(LAYOUTS['dream-wheel'], k)),
    ).toEqual([23, 15, 7, 4, 2, 1, 2]);
    expect(
      ['n1', 'n2', 'n5', 'n10', 'x2', 'x3', 'bonus'].map((k) => count(LAYOUTS['crazy-coins'], k)),
    ).toEqual([22, 15, 7, 4, 3, 1, 2]);
    // No two 10s side by side, no run of more than three 1s.
    const keys = md.segments.map((s) => (s.kind === 'number' ? s.value : s.kind));
    for (let i = 0; i < 54; i++) expect(keys[i] === 10 && keys[(i + 1) % 54] === 10).toBe(false);
    expect(keys.join(',')).not.toContain('1,1,1,1,');
  });

  it('picks the theme from the table name', () => {
    expect(wheelThemeOf('Tunis Money Drop')).toBe('money-drop');
    expect(wheelThemeOf('Golden Dream Wheel')).toBe('dream-wheel');
    expect(wheelThemeOf('VIP Crazy Coins')).toBe('crazy-coins');
  });
});

describe('money wheel spins and payouts', () => {
  const md = LAYOUTS['money-drop'];
  const five = indexOf(md, (s) => s.kind === 'number' && s.value === 5);
  const x2 = indexOf(md, (s) => s.kind === 'multiplier' && s.factor === 2);
  const x7 = indexOf(md, (s) => s.kind === 'multiplier' && s.factor === 7);
  const bonus = indexOf(md, (s) => s.kind === 'bonus');

  it('pays a number its value to 1', () => {
    const spin = spinWheel(md, scripted([five]));
    expect(spin).toEqual({ stops: [five], multiplier: 1, result: { kind: 'number', value: 5 } });
    expect(returnOf({ kind: 'number', value: 5 }, spin, md, 1000)).toBe(6000);
    expect(returnOf({ kind: 'number', value: 1 }, spin, md, 1000)).toBe(0);
    expect(returnOf({ kind: 'bonus' }, spin, md, 1000)).toBe(0);
  });

  it('spins again after a multiplier and multiplies the win, multipliers accumulating', () => {
    const spin = spinWheel(md, scripted([x2, x7, five]));
    expect(spin.stops).toEqual([x2, x7, five]);
    expect(spin.multiplier).toBe(14);
    expect(returnOf({ kind: 'number', value: 5 }, spin, md, 1000)).toBe(1000 * (5 * 14 + 1));
  });

  it('turns the bonus wheel on a bonus segment: the bonus bet wins its stop, numbers lose', () => {
    const spin = spinWheel(md, scripted([x2, bonus, 9]));
    expect(spin.bonusStop).toBe(9);
    expect(md.bonusWheel[9]).toBe(25);
    expect(returnOf({ kind: 'bonus' }, spin, md, 100)).toBe(100 * (25 * 2 + 1));
    expect(returnOf({ kind: 'number', value: 1 }, spin, md, 100)).toBe(0);
  });

  it('spins the same from the same seed', () => {
    const seed = 'ef'.repeat(32);
    expect(spinWheel(md, new FairDraw(seed, 'c', 1))).toEqual(
      spinWheel(md, new FairDraw(seed, 'c', 1)),
    );
  });

  it('reads bets strictly', () => {
    expect(parseWheelBet({ kind: 'number', value: 10 })).toEqual({ kind: 'number', value: 10 });
    expect(parseWheelBet({ kind: 'bonus' })).toEqual({ kind: 'bonus' });
    expect(parseWheelBet({ kind: 'number', value: 20 })).toEqual({ error: 'value' });
    expect(parseWheelBet({ kind: 'number', value: '2' })).toEqual({ error: 'value' });
    expect(parseWheelBet({ kind: 'bonus', value: 1 })).toEqual({ error: 'fields' });
    expect(parseWheelBet({ kind: 'x2' })).toEqual({ error: 'kind' });
  });
});

describe('money wheel exact returns', () => {
  it('gives Money Drop 1 the hand-worked 23 · (1/45 + 1/52) = 2231/2340', () => {
    expect(wheelRtp({ kind: 'number', value: 1 }, LAYOUTS['money-drop'])).toEqual(
      ratio(2231, 2340),
    );
  });

  it('agrees with the respins expanded step by step, for every bet of every theme', () => {
    for (const layout of Object.values(LAYOUTS)) {
      const bonusMean = layout.bonusWheel.reduce((a, b) => a + b, 0) / layout.bonusWheel.length;
      const expand = (
        bet: { kind: 'number'; value: number } | { kind: 'bonus' },
        m: number,
        depth: number,
      ): number => {
        if (depth === 0) return 0;
        let total = 0;
        for (const s of layout.segments) {
          if (s.kind === 'multiplier') total += expand(bet, m * s.factor, depth - 1);
          else if (bet.kind === 'bonus' && s.kind === 'bonus') total += bonusMean * m + 1;
          else if (bet.kind === 'number' && s.kind === 'number' && s.value === bet.value)
            total += bet.value * m + 1;
        }
        return total / 54;
      };
      for (const bet of [1, 2, 5, 10]
        .map((value) => ({ kind: 'number' as const, value: value as 1 }))
        .concat()) {
        expect(Math.abs(expand(bet, 1, 8) - toNumber(wheelRtp(bet, layout)))).toBeLessThan(1e-6);
      }
      expect(
        Math.abs(expand({ kind: 'bonus' }, 1, 8) - toNumber(wheelRtp({ kind: 'bonus' }, layout))),
      ).toBeLessThan(1e-6);
    }
  });

  it('keeps a house edge on every bet, between 3 and 9 %', () => {
    for (const layout of Object.values(LAYOUTS))
      for (const { bet, rtp } of wheelEdges(layout)) {
        expect({ bet, ok: toNumber(rtp) > 0.91 && toNumber(rtp) < 0.97 }).toEqual({
          bet,
          ok: true,
        });
      }
    expect(percentCut(wheelRtp({ kind: 'number', value: 1 }, LAYOUTS['money-drop']))).toBe('95.34');
  });
});
