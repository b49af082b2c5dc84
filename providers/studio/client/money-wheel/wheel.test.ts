/** The wheel turns forward to the stop and leaves that stop's segment centred under the pointer. */
import { describe, expect, it } from '@rstest/core';
import { LAYOUTS } from '../../src/tables/money-wheel/rules';
import { angleFor, colourOf } from './wheel';

/** The stop under the pointer (at the top) once the wheel is turned clockwise by `angle`. */
const stopUnderPointer = (angle: number, count: number) => {
  const step = 360 / count;
  // A segment i covers [i·step, (i+1)·step) clockwise from the top before the turn.
  const atTop = (((-angle % 360) + 360) % 360) / step;
  return Math.floor(atTop);
};

describe('the money wheel drawing', () => {
  it('puts every stop under the pointer, turning forward at least the whole turns asked', () => {
    const count = LAYOUTS['money-drop'].segments.length;
    let angle = 0;
    for (const stop of [0, 53, 17, 17, 26, 1]) {
      const next = angleFor(stop, count, angle, 3);
      expect(next - angle).toBeGreaterThanOrEqual(3 * 360);
      expect(next - angle).toBeLessThan(4 * 360);
      expect(stopUnderPointer(next, count)).toBe(stop);
      angle = next;
    }
  });

  it('colours the segments by what they pay: one colour per kind, on every wheel', () => {
    for (const layout of Object.values(LAYOUTS)) {
      const byKind = new Map<string, Set<string>>();
      for (const segment of layout.segments) {
        const kind = segment.kind === 'number' ? `n${segment.value}` : segment.kind;
        byKind.set(kind, (byKind.get(kind) ?? new Set()).add(colourOf(segment)));
      }
      for (const colours of byKind.values()) expect(colours.size).toBe(1);
      expect(new Set([...byKind.values()].map((c) => [...c][0])).size).toBe(byKind.size);
    }
  });
});
