/**
 * Sic Bo: every bet's payout on chosen rolls, the strict reading of bets from messages, and every
 * bet's exact return against the hand-counted winning rolls out of 216.
 */
import { describe, expect, it } from '@rstest/core';
import { percentCut, ratio } from '../exact-ratio';
import { FairDraw } from '../fair-draw';
import { sicBoEdges, sicBoRtp } from './edge';
import { everySicBoBet, parseSicBoBet, returnOf, rollDice } from './rules';

describe('Sic Bo payouts', () => {
  it('small and big pay 1 to 1 on 4–10 and 11–17 and lose on any triple', () => {
    expect(returnOf({ kind: 'small' }, [1, 2, 1])).toBe(2);
    expect(returnOf({ kind: 'small' }, [4, 4, 2])).toBe(2);
    expect(returnOf({ kind: 'small' }, [4, 4, 3])).toBe(0);
    expect(returnOf({ kind: 'small' }, [2, 2, 2])).toBe(0);
    expect(returnOf({ kind: 'big' }, [6, 4, 1])).toBe(2);
    expect(returnOf({ kind: 'big' }, [6, 6, 5])).toBe(2);
    expect(returnOf({ kind: 'big' }, [5, 5, 5])).toBe(0);
    expect(returnOf({ kind: 'big' }, [3, 3, 4])).toBe(0);
  });

  it('odd and even pay 1 to 1 and lose on any triple', () => {
    expect(returnOf({ kind: 'odd' }, [1, 2, 4])).toBe(2);
    expect(returnOf({ kind: 'odd' }, [1, 1, 1])).toBe(0);
    expect(returnOf({ kind: 'even' }, [1, 1, 4])).toBe(2);
    expect(returnOf({ kind: 'even' }, [2, 2, 2])).toBe(0);
    expect(returnOf({ kind: 'even' }, [1, 2, 4])).toBe(0);
  });

  it('totals pay 60, 30, 17, 12, 8, 6, 6 to 1 from 4 (and 17) inwards', () => {
    const pays = [60, 30, 17, 12, 8, 6, 6];
    for (let i = 0; i < 7; i++) {
      const low = 4 + i;
      const high = 17 - i;
      const lowRoll: [number, number, number] = [1, 1, low - 2];
      const highRoll: [number, number, number] = [6, 6, high - 12];
      if (low - 2 > 6) lowRoll.splice(0, 3, 2, 3, low - 5);
      if (high - 12 < 1) highRoll.splice(0, 3, 5, 4, high - 9);
      expect(returnOf({ kind: 'total', total: low }, lowRoll)).toBe(pays[i]! + 1);
      expect(returnOf({ kind: 'total', total: high }, highRoll)).toBe(pays[i]! + 1);
      expect(returnOf({ kind: 'total', total: low }, highRoll)).toBe(0);
    }
  });

  it('a specific triple pays 180, any triple 30, a specific double 10 (also inside a triple)', () => {
    expect(returnOf({ kind: 'triple', face: 3 }, [3, 3, 3])).toBe(181);
    expect(returnOf({ kind: 'triple', face: 3 }, [4, 4, 4])).toBe(0);
    expect(returnOf({ kind: 'any-triple' }, [4, 4, 4])).toBe(31);
    expect(returnOf({ kind: 'any-triple' }, [4, 4, 5])).toBe(0);
    expect(returnOf({ kind: 'double', face: 4 }, [4, 5, 4])).toBe(11);
    expect(returnOf({ kind: 'double', face: 4 }, [4, 4, 4])).toBe(11);
    expect(returnOf({ kind: 'double', face: 4 }, [4, 5, 6])).toBe(0);
  });

  it('a two-dice combination pays 5 to 1 once, however many times its faces show', () => {
    expect(returnOf({ kind: 'combination', faces: [2, 5] }, [5, 1, 2])).toBe(6);
    expect(returnOf({ kind: 'combination', faces: [2, 5] }, [5, 2, 2])).toBe(6);
    expect(returnOf({ kind: 'combination', faces: [2, 5] }, [5, 5, 1])).toBe(0);
  });

  it('a single number pays 1, 2 or 3 to 1 as it shows on one, two or three dice', () => {
    expect(returnOf({ kind: 'single', face: 6 }, [1, 2, 3])).toBe(0);
    expect(returnOf({ kind: 'single', face: 6 }, [6, 2, 3])).toBe(2);
    expect(returnOf({ kind: 'single', face: 6 }, [6, 2, 6])).toBe(3);
    expect(returnOf({ kind: 'single', face: 6 }, [6, 6, 6])).toBe(4);
  });

  it('rolls three dice from the fair stream, the same for the same seed', () => {
    const seed = 'ab'.repeat(32);
    const a = rollDice(new FairDraw(seed, 'client', 7));
    expect(rollDice(new FairDraw(seed, 'client', 7))).toEqual(a);
    for (const die of a) expect(die >= 1 && die <= 6).toBe(true);
  });
});

describe('Sic Bo bets read from messages', () => {
  it('accepts each layout bet as sent', () => {
    for (const bet of everySicBoBet())
      expect(parseSicBoBet(JSON.parse(JSON.stringify(bet)))).toEqual(bet);
    expect(everySicBoBet()).toHaveLength(5 + 14 + 12 + 15 + 6);
  });

  it('refuses unknown kinds, extra fields, out-of-range or loosely typed numbers', () => {
    expect(parseSicBoBet({ kind: 'tripple' })).toEqual({ error: 'kind' });
    expect(parseSicBoBet({ kind: 'small', total: 4 })).toEqual({ error: 'fields' });
    expect(parseSicBoBet({ kind: 'total', total: 3 })).toEqual({ error: 'total' });
    expect(parseSicBoBet({ kind: 'total', total: '4' })).toEqual({ error: 'total' });
    expect(parseSicBoBet({ kind: 'total', total: 4.5 })).toEqual({ error: 'total' });
    expect(parseSicBoBet({ kind: 'single', face: 7 })).toEqual({ error: 'face' });
    expect(parseSicBoBet({ kind: 'double', face: 0 })).toEqual({ error: 'face' });
    expect(parseSicBoBet({ kind: 'combination', faces: [3, 3] })).toEqual({ error: 'faces' });
    expect(parseSicBoBet({ kind: 'combination', faces: [5, 2] })).toEqual({ error: 'faces' });
    expect(parseSicBoBet({ kind: 'combination', faces: [1, 2, 3] })).toEqual({ error: 'faces' });
    expect(parseSicBoBet(null)).toEqual({ error: 'bet' });
    expect(parseSicBoBet([1])).toEqual({ error: 'bet' });
  });
});

describe('Sic Bo exact returns', () => {
  it('matches the hand-counted winning rolls of every bet', () => {
    // small: 108 rolls total 4–10 minus the triples 1-1-1, 2-2-2, 3-3-3 = 105 rolls paying 2.
    expect(sicBoRtp({ kind: 'small' })).toEqual(ratio(210, 216));
    expect(sicBoRtp({ kind: 'odd' })).toEqual(ratio(210, 216));
    // A total of 4 is 1-1-2 in 3 orders (61 × 3); 10 is 27 rolls (7 × 27).
    expect(sicBoRtp({ kind: 'total', total: 4 })).toEqual(ratio(183, 216));
    expect(sicBoRtp({ kind: 'total', total: 5 })).toEqual(ratio(31 * 6, 216));
    expect(sicBoRtp({ kind: 'total', total: 6 })).toEqual(ratio(18 * 10, 216));
    expect(sicBoRtp({ kind: 'total', total: 7 })).toEqual(ratio(13 * 15, 216));
    expect(sicBoRtp({ kind: 'total', total: 8 })).toEqual(ratio(9 * 21, 216));
    expect(sicBoRtp({ kind: 'total', total: 9 })).toEqual(ratio(7 * 25, 216));
    expect(sicBoRtp({ kind: 'total', total: 10 })).toEqual(ratio(7 * 27, 216));
    expect(sicBoRtp({ kind: 'triple', face: 6 })).toEqual(ratio(181, 216));
    expect(sicBoRtp({ kind: 'any-triple' })).toEqual(ratio(31 * 6, 216));
    // A double: 15 rolls with exactly two of the face and 1 with three.
    expect(sicBoRtp({ kind: 'double', face: 2 })).toEqual(ratio(11 * 16, 216));
    // A combination a-b: 6 orders of a, b and one of the other 4 faces, plus 3 + 3 with a or b twice.
    expect(sicBoRtp({ kind: 'combination', faces: [1, 6] })).toEqual(ratio(6 * 30, 216));
    // A single: 75 rolls show it once, 15 twice, 1 three times.
    expect(sicBoRtp({ kind: 'single', face: 1 })).toEqual(ratio(2 * 75 + 3 * 15 + 4, 216));
  });

  it('gives every bet a house edge, cut to two decimals for the help', () => {
    const edges = sicBoEdges();
    for (const { edge } of edges) expect(edge.num > 0n).toBe(true);
    const byBet = Object.fromEntries(edges.map((e) => [e.bet, percentCut(e.rtp)]));
    expect(byBet).toMatchObject({
      small: '97.22',
      'total-4': '84.72',
      'total-10': '87.50',
      'triple-1': '83.79',
      'double-1': '81.48',
      'combination-1-2': '83.33',
      'single-1': '92.12',
    });
  });
});
