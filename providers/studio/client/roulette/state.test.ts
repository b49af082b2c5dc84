import { describe, expect, it } from '@rstest/core';
import { insideNumbers, refusalText, RouletteTable } from './state';

describe('roulette page state', () => {
  it('covers the numbers of each inside bet from the spot tapped, and none past the layout', () => {
    expect(insideNumbers('straight', 0)).toEqual([0]);
    expect(insideNumbers('split', 4)).toEqual([4, 5]);
    expect(insideNumbers('split', 36)).toBeUndefined();
    expect(insideNumbers('split', 33)).toEqual([33, 36]);
    expect(insideNumbers('street', 8)).toEqual([7, 8, 9]);
    expect(insideNumbers('corner', 32)).toEqual([32, 33, 35, 36]);
    expect(insideNumbers('corner', 33)).toBeUndefined();
    expect(insideNumbers('line', 31)).toEqual([31, 32, 33, 34, 35, 36]);
    expect(insideNumbers('line', 34)).toBeUndefined();
    expect(insideNumbers('split', 0)).toBeUndefined();
  });

  it('adds a stake only when its bet is accepted, and sends none out of betting', () => {
    const table = new RouletteTable();
    expect(table.sending('red', 1_000)).toBeNull();
    table.follow({ id: 1, phase: 'betting', bettingEndsIn: 15_000 }, 100);
    expect(table.phaseEndsAt).toBe(15_100);
    const first = table.sending('red', 1_000)!;
    const second = table.sending('red', 500)!;
    const refused = table.sending('n7', 500)!;
    expect(table.answered(first, true)).toBe(true);
    expect(table.answered(refused, false)).toBe(false);
    expect(table.answered(second, true)).toBe(true);
    // A repeated or unknown answer adds nothing.
    expect(table.answered(second, true)).toBe(false);
    expect([...table.stakes]).toEqual([['red', 1_500]]);
    expect(table.total()).toBe(1_500);
  });

  it('reads the balance once the wins of a round it bet in are paid, and only then', () => {
    const table = new RouletteTable();
    table.follow({ id: 1, phase: 'betting', bettingEndsIn: 1_000 }, 0);
    table.answered(table.sending('red', 1_000), true);
    table.follow({ id: 1, phase: 'spinning' }, 1_000);
    table.follow({ id: 1, phase: 'result', result: 3 }, 2_000);
    expect(table.settled(2)).toBe(false);
    expect(table.settled(1)).toBe(true);
    expect(table.settled(1)).toBe(false);
    // A new round starts with no stakes; a round without bets awaits nothing.
    table.follow({ id: 2, phase: 'betting', bettingEndsIn: 1_000 }, 3_000);
    expect(table.total()).toBe(0);
    table.follow({ id: 2, phase: 'result', result: 0 }, 4_000);
    expect(table.settled(2)).toBe(false);
  });

  it("awaits the greeting's round's payment: bets from before a reload are not known", () => {
    const table = new RouletteTable();
    table.greeted({ id: 5, phase: 'spinning' }, 0);
    expect(table.settled(5)).toBe(true);
  });

  it('names each refusal, and any other as a general error', () => {
    const t = (key: string, values?: Record<string, string | number>) =>
      values ? `${key} ${JSON.stringify(values)}` : key;
    const limits = { min: '0.10 TND', max: '100.00 TND' };
    expect(refusalText('too_many_bets', t, limits)).toBe('too_many_bets');
    expect(refusalText('limit_reached', t, limits)).toBe('limit_reached');
    expect(refusalText('player_excluded', t, limits)).toBe('player_excluded');
    expect(refusalText('bet_out_of_limits', t, limits)).toBe(
      'bet_out_of_limits {"min":"0.10 TND","max":"100.00 TND"}',
    );
    expect(refusalText('something_new', t, limits)).toBe('error');
  });
});
