import { describe, expect, it } from '@rstest/core';
import { frameOriginOf, frameSandbox, readFrameMessage } from './messages';

const frame = {} as Window;
const other = {} as Window;
const origin = 'http://casino.test';

describe('sportsbook frame messages', () => {
  it('reads height, login, balance and route from our frame at its origin', () => {
    const read = (data: unknown) =>
      readFrameMessage({ data, origin, source: frame }, frame, origin);
    expect(read({ type: 'sportsbook:height', height: 1234.2 })).toEqual({
      type: 'sportsbook:height',
      height: 1235,
    });
    expect(read({ type: 'sportsbook:login-required' })).toEqual({
      type: 'sportsbook:login-required',
    });
    expect(read({ type: 'sportsbook:balance', balance: 5 })).toEqual({
      type: 'sportsbook:balance',
    });
    expect(read({ type: 'sportsbook:route', path: 'event/42' })).toEqual({
      type: 'sportsbook:route',
      path: 'event/42',
    });
  });

  it('ignores another window, another origin and malformed messages', () => {
    expect(
      readFrameMessage(
        { data: { type: 'sportsbook:balance' }, origin, source: other },
        frame,
        origin,
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { data: { type: 'sportsbook:balance' }, origin: 'https://evil.test', source: frame },
        frame,
        origin,
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { data: { type: 'sportsbook:height', height: 'tall' }, origin, source: frame },
        frame,
        origin,
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { data: { type: 'sportsbook:route', path: '../x' }, origin, source: frame },
        frame,
        origin,
      ),
    ).toBeNull();
    expect(
      readFrameMessage({ data: 'sportsbook:balance', origin, source: frame }, frame, origin),
    ).toBeNull();
    expect(
      readFrameMessage(
        { data: { type: 'sportsbook:balance' }, origin, source: frame },
        null,
        origin,
      ),
    ).toBeNull();
  });

  it("takes the frame's origin from its URL (same origin when relative)", () => {
    expect(frameOriginOf('/providers/sportsbook/?token=x', origin)).toBe(origin);
    expect(frameOriginOf('https://sport.example/?token=x', origin)).toBe('https://sport.example');
  });
});

describe("the sportsbook frame's sandbox", () => {
  it("keeps its own origin only off the site's origin, never the top navigation", () => {
    const site = 'https://casino.example';
    const apart = frameSandbox('https://sport.example/providers/sportsbook/?token=x', site);
    expect(apart.split(' ')).toContain('allow-same-origin');
    const same = frameSandbox('/providers/sportsbook/?token=x', site);
    expect(same.split(' ')).not.toContain('allow-same-origin');
    for (const sandbox of [apart, same]) expect(sandbox).not.toContain('allow-top-navigation');
  });
});
