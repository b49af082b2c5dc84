/** The studio's own settings: the shared tables' round timing (test runs shorten the rounds). */
import { describe, expect, it } from '@rstest/core';
import { loadStudioConfig, StudioConfigError } from './config';
import { DEFAULT_TABLE_TIMING } from './tables/rounds/timing';

describe('studio settings', () => {
  it('takes the tables’ usual rounds by default', () => {
    expect(loadStudioConfig({}).tableTiming).toEqual(DEFAULT_TABLE_TIMING);
    expect(DEFAULT_TABLE_TIMING).toEqual({ bettingMs: 15_000, drawMs: 4_000, resultMs: 6_000 });
  });

  it('shortens the betting window and the result, never the draw', () => {
    const { tableTiming } = loadStudioConfig({
      STUDIO_TABLE_BETTING_SECONDS: '10',
      STUDIO_TABLE_RESULT_SECONDS: '3',
    });
    expect(tableTiming).toEqual({ bettingMs: 10_000, drawMs: 4_000, resultMs: 3_000 });
  });

  it('refuses a betting window too short for a player to bet in', () => {
    expect(() => loadStudioConfig({ STUDIO_TABLE_BETTING_SECONDS: '2' })).toThrow(
      StudioConfigError,
    );
    expect(() => loadStudioConfig({ STUDIO_TABLE_RESULT_SECONDS: 'soon' })).toThrow(
      /STUDIO_TABLE_RESULT_SECONDS/,
    );
  });
});
