/** Baccarat's exact returns: the coup counts of 8 decks as published, each bet's edge. */
import { describe, expect, it } from '@rstest/core';
import { edgePercent, rtpOf } from '../exact-ratio';
import { baccaratEdges, coupCounts } from './edge';

describe('baccarat house edge', () => {
  it('counts every 8-deck coup: 416 · 415 · … · 411 in all, and the standard figures', () => {
    const counts = coupCounts();
    expect(counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(counts.player + counts.banker + counts.tie).toBe(counts.total);
    // The published 8-deck counts of banker wins, player wins and ties.
    expect(counts.banker).toBe(2_292_252_566_437_888);
    expect(counts.player).toBe(2_230_518_282_592_256);
    expect(counts.tie).toBe(475_627_426_473_216);
    const edges = Object.fromEntries(baccaratEdges().map((edge) => [edge.kind, edge]));
    expect(edgePercent(edges.player!)).toBe('1.23');
    expect(edgePercent(edges.banker!)).toBe('1.05');
    expect(edgePercent(edges['banker (no commission)']!)).toBe('1.45');
    expect(edgePercent(edges.tie!)).toBe('14.35');
    expect(edgePercent(edges['player-pair']!)).toBe('10.36');
    for (const edge of Object.values(edges)) {
      expect(rtpOf(edge)).toBeGreaterThanOrEqual(edge.published[0]);
      expect(rtpOf(edge)).toBeLessThanOrEqual(edge.published[1]);
    }
  });
});
