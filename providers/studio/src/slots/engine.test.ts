/** The rules of a spin: lines with wilds and scatters, scatter pays, free spins and retriggers. */
import { describe, expect, it } from '@rstest/core';
import { evaluateWindow, linePay, playRound, windowAt, type DrawInt } from './engine';
import type { SlotModel } from './model';

const [W, S, A, B] = [0, 1, 2, 3];
const model: SlotModel = {
  id: 'rules',
  targetRtp: 95,
  volatilityLabel: 'low',
  rows: 3,
  lines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [0, 1, 2, 1, 0],
  ],
  symbols: [
    { code: 'W', kind: 'wild', pays: [0, 0, 0, 20, 100, 500] },
    { code: 'S', kind: 'scatter', pays: [] },
    { code: 'A', kind: 'regular', pays: [0, 0, 0, 5, 10, 50] },
    { code: 'B', kind: 'regular', pays: [0, 0, 0, 2, 4, 8] },
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { awards: [0, 0, 0, 2, 3, 4], multiplier: 2, retrigger: true },
  baseStrips: Array.from({ length: 5 }, () => [A, B, A, B, S, W, B, A]),
  freeStrips: Array.from({ length: 5 }, () => [A, B, A, B, S, W, B, A]),
  lineBets: [10],
};

describe('slot rules', () => {
  it('pays the longest run from the left, wilds standing in, a scatter ending it', () => {
    expect(linePay(model, [A, A, A, B, B])).toEqual({ symbol: A, count: 3, pay: 5 });
    expect(linePay(model, [W, A, W, A, B])).toEqual({ symbol: A, count: 4, pay: 10 });
    expect(linePay(model, [A, A, S, A, A])).toEqual({ symbol: A, count: 2, pay: 0 });
    expect(linePay(model, [B, A, A, A, A])).toEqual({ symbol: B, count: 1, pay: 0 });
  });

  it('pays a run of wilds alone when it beats the symbol they complete', () => {
    expect(linePay(model, [W, W, W, W, B])).toEqual({ symbol: W, count: 4, pay: 100 });
    expect(linePay(model, [W, W, W, B, B])).toEqual({ symbol: W, count: 3, pay: 20 });
    expect(linePay(model, [W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: 500 });
    expect(linePay(model, [W, W, S, A, A])).toEqual({ symbol: W, count: 2, pay: 0 });
  });

  it('adds line wins and scatter pays (times the number of lines) and counts free spins awarded', () => {
    const window = [
      [A, A, S],
      [A, B, S],
      [A, W, S],
      [B, B, A],
      [B, A, B],
    ];
    const outcome = evaluateWindow(model, window, [0, 0, 0, 0, 0], 1);
    // Middle row A B W B A: nothing. Top row A A A B B: A x3 = 5. V line A B S B B: nothing.
    expect(outcome.lineWins).toEqual([{ line: 1, symbol: A, count: 3, pay: 5 }]);
    expect(outcome.scatters).toBe(3);
    expect(outcome.scatterPay).toBe(2 * 3);
    expect(outcome.award).toBe(2);
    expect(outcome.pay).toBe(5 + 6);
    expect(evaluateWindow(model, window, [0, 0, 0, 0, 0], 2).pay).toBe(22);
  });

  it('reads windows cyclically from the stops', () => {
    expect(windowAt([[A, B, S, W]], [3], 3)).toEqual([[W, A, B]]);
  });

  it('plays the free spins a base spin awards, with retriggers and the multiplier', () => {
    // Stop 4 shows S W B on every reel: 5 scatters (4 spins), wild line pays.
    const script = [
      4,
      4,
      4,
      4,
      4,
      /* free 1: retrigger */ 4,
      4,
      4,
      4,
      4,
      ...new Array(5 * 7).fill(0),
    ];
    let i = 0;
    const draw: DrawInt = () => script[i++] ?? 0;
    const round = playRound(model, draw);
    expect(round.base.award).toBe(4);
    expect(round.free).toHaveLength(4 + 4);
    expect(round.free[0]!.pay).toBe(round.base.pay * 2);
    expect(round.pay).toBe(round.base.pay + round.free.reduce((sum, spin) => sum + spin.pay, 0));
  });
});
