/** The roulette payout table, the layout's legal inside bets, and the house edge of every bet. */
import { describe, expect, it } from '@rstest/core';
import { betReturn, coveredNumbers, PAYOUTS, RED, WHEEL, type BetSpec } from './rules';

const covered = (bet: BetSpec) => {
  const answer = coveredNumbers(bet);
  if (!answer.ok) throw new Error(answer.reason);
  return answer.numbers;
};

describe('European roulette', () => {
  it('pays the standard odds', () => {
    expect(PAYOUTS).toEqual({
      straight: 35,
      split: 17,
      street: 11,
      corner: 8,
      line: 5,
      dozen: 2,
      column: 2,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(betReturn({ kind: 'straight', numbers: [17], amount: 1_000 }, 17)).toBe(36_000);
    expect(betReturn({ kind: 'split', numbers: [17, 20], amount: 1_000 }, 20)).toBe(18_000);
    expect(betReturn({ kind: 'corner', numbers: [17, 18, 20, 21], amount: 500 }, 21)).toBe(4_500);
    expect(betReturn({ kind: 'red', numbers: covered({ kind: 'red' }), amount: 1_000 }, 0)).toBe(0);
    expect(
      betReturn(
        { kind: 'dozen', numbers: covered({ kind: 'dozen', index: 3 }), amount: 1_000 },
        36,
      ),
    ).toBe(3_000);
  });

  it('knows the layout: columns, dozens, colours, the wheel', () => {
    expect(covered({ kind: 'column', index: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(covered({ kind: 'column', index: 3 }).at(-1)).toBe(36);
    expect(covered({ kind: 'dozen', index: 2 })).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(RED.size).toBe(18);
    expect(covered({ kind: 'black' })).toHaveLength(18);
    expect([...WHEEL].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(covered({ kind: 'street', numbers: [4, 5, 6] })).toEqual([4, 5, 6]);
    expect(covered({ kind: 'line', numbers: [31, 32, 33, 34, 35, 36] })).toHaveLength(6);
    expect(covered({ kind: 'split', numbers: [0, 2] })).toEqual([0, 2]);
  });

  it('refuses bets that are not on the layout', () => {
    for (const bet of [
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: [1, 5] },
      { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'line', numbers: [34, 35, 36, 37, 38, 39] },
      { kind: 'straight', numbers: [37] },
      { kind: 'straight', numbers: [1, 2] },
      { kind: 'dozen', index: 4 },
      { kind: 'column', index: 0 },
    ] as BetSpec[]) {
      expect({ bet, ok: coveredNumbers(bet).ok }).toEqual({ bet, ok: false });
    }
  });

  it('returns 36/37 of the stake on average for every legal bet (house edge 1/37)', () => {
    const kinds: BetSpec[] = [
      { kind: 'straight', numbers: [0] },
      { kind: 'split', numbers: [0, 3] },
      { kind: 'street', numbers: [0, 1, 2] },
      { kind: 'corner', numbers: [0, 1, 2, 3] },
      { kind: 'street', numbers: [34, 35, 36] },
      { kind: 'corner', numbers: [32, 33, 35, 36] },
      { kind: 'line', numbers: [1, 2, 3, 4, 5, 6] },
      { kind: 'dozen', index: 1 },
      { kind: 'column', index: 2 },
      { kind: 'red' },
      { kind: 'black' },
      { kind: 'odd' },
      { kind: 'even' },
      { kind: 'low' },
      { kind: 'high' },
    ];
    for (const spec of kinds) {
      const bet = { kind: spec.kind, numbers: covered(spec), amount: 37 };
      let total = 0;
      for (let result = 0; result <= 36; result++) total += betReturn(bet, result);
      expect({ spec, total }).toEqual({ spec, total: 36 * 37 });
    }
  });
});
