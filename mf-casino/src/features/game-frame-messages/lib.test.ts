import { describe, expect, it } from '@rstest/core';
import { frameSandbox, isBalanceMessage } from './lib';

const frame = { name: 'the launched frame' };
const page = 'https://casino.example';
const message = (over: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({
  origin: page,
  source: frame,
  data: { type: 'studio:balance', balance: 12_500, currency: 'TND' },
  ...over,
});

describe('game frame messages', () => {
  it('accepts a balance message from the launched frame on the launch URL’s origin', () => {
    expect(isBalanceMessage(message(), frame, '/providers/studio/play?token=x', page)).toBe(true);
    expect(
      isBalanceMessage(
        message({ origin: 'https://games.example' }),
        frame,
        'https://games.example/play?token=x',
        page,
      ),
    ).toBe(true);
  });

  it('ignores another origin, another window, a frame not launched and a malformed message', () => {
    expect(
      isBalanceMessage(
        message({ origin: 'https://evil.example' }),
        frame,
        '/providers/studio/play',
        page,
      ),
    ).toBe(false);
    expect(
      isBalanceMessage(message({ origin: page }), frame, 'https://games.example/play', page),
    ).toBe(false);
    expect(isBalanceMessage(message({ source: {} }), frame, '/providers/studio/play', page)).toBe(
      false,
    );
    expect(isBalanceMessage(message(), undefined, '/providers/studio/play', page)).toBe(false);
    expect(
      isBalanceMessage(
        message({ data: { type: 'studio:balance', balance: '1' } }),
        frame,
        '/p',
        page,
      ),
    ).toBe(false);
    expect(
      isBalanceMessage(message({ data: { type: 'other', balance: 1 } }), frame, '/p', page),
    ).toBe(false);
    expect(isBalanceMessage(message({ data: null }), frame, '/p', page)).toBe(false);
    expect(isBalanceMessage(message({ origin: 'null' }), frame, 'data:text/html,x', page)).toBe(
      false,
    );
  });
});

describe("the game frame's sandbox", () => {
  it("keeps its own origin only on the providers' origin, never the top navigation", () => {
    const apart = frameSandbox('https://games.example/providers/studio/play?token=t', page);
    expect(apart.split(' ')).toContain('allow-same-origin');
    // Served on the site's origin, the page gets an opaque one: no token, no API as the player.
    const same = frameSandbox('/providers/studio/play?token=t', page);
    expect(same.split(' ')).not.toContain('allow-same-origin');
    for (const sandbox of [apart, same]) {
      expect(sandbox.split(' ')).toContain('allow-scripts');
      expect(sandbox).not.toContain('allow-top-navigation');
    }
  });
});
