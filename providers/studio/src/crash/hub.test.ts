/** The text frames the hubs write to every player at once (RFC 6455 §5.2, unmasked). */
import { describe, expect, it } from '@rstest/core';
import { textFrame } from './hub';

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
