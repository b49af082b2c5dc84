/** The text frames the hubs write to every player at once (RFC 6455 §5.2, unmasked). */
import { describe, expect, it } from '@rstest/core';
import { tickAt, tickIndexAfter, textFrame } from './hub';

describe('text frames', () => {
  it('encodes the three payload length forms', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    const medium = textFrame('x'.repeat(300));
    expect([...medium.subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    expect(medium.length).toBe(304);
    const large = textFrame('é'.repeat(40_000));
    expect([large[0], large[1]]).toEqual([0x81, 127]);
    expect(large.readBigUInt64BE(2)).toBe(80_000n);
    expect(large.length).toBe(80_010);
  });
});

describe('tick phases', () => {
  it('walks the period phase by phase, so each phase ticks once a period', () => {
    // Period 250 ms in 5 phases: a tick is due every 50 ms, for phase 1, 2, 3, 4, 0, 1...
    expect(tickIndexAfter(1_000, 1_000, 250, 5)).toBe(1);
    expect(tickIndexAfter(1_000, 1_049, 250, 5)).toBe(1);
    expect(tickIndexAfter(1_000, 1_050, 250, 5)).toBe(2);
    expect([1, 2, 3, 4, 5, 6].map((i) => tickAt(1_000, i, 250, 5))).toEqual([
      { due: 1_050, phase: 1 },
      { due: 1_100, phase: 2 },
      { due: 1_150, phase: 3 },
      { due: 1_200, phase: 4 },
      { due: 1_250, phase: 0 },
      { due: 1_300, phase: 1 },
    ]);
    // One phase: every tick for everyone, one period apart (the grid of the round's start).
    expect(tickIndexAfter(1_000, 1_000, 250, 1)).toBe(1);
    expect([1, 2].map((i) => tickAt(1_000, i, 250, 1).due)).toEqual([1_250, 1_500]);
    // A period that does not divide evenly stays on whole milliseconds, each phase a period apart.
    const dues = [0, 1, 2, 3, 4, 5, 6].map((i) => tickAt(0, i, 100, 3).due);
    expect(dues.every((due) => Number.isInteger(due))).toBe(true);
    for (let i = 3; i < dues.length; i++) expect(dues[i]! - dues[i - 3]!).toBe(100);
  });
});
