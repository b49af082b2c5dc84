import { describe, expect, it } from '@rstest/core';
import { liveMinute } from './live-minute';

describe('live minute', () => {
  it("isolates 49' from the page's direction, so Arabic does not read it '49", () => {
    expect(liveMinute(49)).toBe("\u206649'\u2069");
    expect(liveMinute()).toBe("\u20660'\u2069");
  });
});
