import { describe, expect, it } from '@rstest/core';
import { MOBILE_QUERY, PORTRAIT_QUERY, TABLET_QUERY, measureDevice } from './model';

describe('device', () => {
  it('tells mobile, tablet and desktop, portrait and landscape apart', () => {
    const at =
      (...matching: string[]) =>
      (query: string) =>
        matching.includes(query);
    expect(measureDevice(at(MOBILE_QUERY, TABLET_QUERY, PORTRAIT_QUERY))).toEqual({
      class: 'mobile',
      orientation: 'portrait',
    });
    expect(measureDevice(at(TABLET_QUERY))).toEqual({ class: 'tablet', orientation: 'landscape' });
    expect(measureDevice(at())).toEqual({ class: 'desktop', orientation: 'landscape' });
  });
});
