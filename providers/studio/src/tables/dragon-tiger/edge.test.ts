/** Dragon Tiger's exact returns against the hand-worked counts of an 8-deck shoe. */
import { describe, expect, it } from '@rstest/core';
import { edgePercent, rtpOf, rtpPercent } from '../exact-ratio';
import { dragonTigerEdges } from './edge';

describe('dragon tiger house edge', () => {
  it('matches the counts: 416 × 415 pairs, 13 × 32 × 31 ties, 52 × 8 × 7 suited ties', () => {
    const pairs = 416 * 415;
    const ties = 13 * 32 * 31;
    const suited = 52 * 8 * 7;
    const dragonWins = (pairs - ties) / 2;
    const edges = Object.fromEntries(dragonTigerEdges().map((edge) => [edge.kind, edge]));
    // Dragon: 2 on a win, a half back on a tie.
    expect(rtpOf(edges.dragon!)).toBeCloseTo((2 * dragonWins + ties / 2) / pairs, 8);
    expect(rtpOf(edges.tiger!)).toBeCloseTo((2 * dragonWins + ties / 2) / pairs, 8);
    expect(rtpOf(edges.tie!)).toBeCloseTo((12 * ties) / pairs, 8);
    expect(rtpOf(edges['suited-tie']!)).toBeCloseTo((51 * suited) / pairs, 8);
    expect(edgePercent(edges.dragon!)).toBe('3.73');
    expect(rtpPercent(edges.tie!)).toBe('89.63');
    for (const edge of Object.values(edges)) {
      expect(rtpOf(edge)).toBeGreaterThanOrEqual(edge.published[0]);
      expect(rtpOf(edge)).toBeLessThanOrEqual(edge.published[1]);
    }
  });
});
