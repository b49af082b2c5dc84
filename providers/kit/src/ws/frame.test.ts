import { describe, expect, it } from '@rstest/core';
import { textFrame } from './frame';

describe('the WebSocket text frame', () => {
  it('is final, unmasked text with the length in 7, 16 or 64 bits', () => {
    expect([...textFrame('hi')]).toEqual([0x81, 2, 0x68, 0x69]);
    const medium = textFrame('x'.repeat(300));
    expect([...medium.subarray(0, 4)]).toEqual([0x81, 126, 1, 44]);
    expect(medium.length).toBe(304);
    const large = textFrame('é'.repeat(40_000));
    expect([large[0], large[1]]).toEqual([0x81, 127]);
    expect(large.readBigUInt64BE(2)).toBe(80_000n);
    expect(large.subarray(10).toString()).toBe('é'.repeat(40_000));
  });

  it('counts bytes, not characters', () => {
    expect(textFrame('é')[1]).toBe(2);
  });
});
