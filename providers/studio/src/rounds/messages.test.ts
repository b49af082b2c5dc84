/**
 * The shared-round sockets' message shapes: what the game pages send is accepted as it is; a
 * number sent as a string or null, a fraction of a millime, an unknown field or kind is refused
 * with the field at fault (nothing coerced into a bet).
 */
import { describe, expect, it } from '@rstest/core';
import { parseCrashMessage, parseRouletteMessage } from './messages';

const roulette = (message: unknown) => parseRouletteMessage(JSON.stringify(message));
const crash = (message: unknown) => parseCrashMessage(JSON.stringify(message));

describe('roulette messages', () => {
  it('accepts the bets the page sends', () => {
    const straight = { kind: 'straight', numbers: [5], amount: 1_000 };
    expect(roulette({ type: 'bet', tag: '7', bet: straight })).toEqual({
      ok: true,
      message: { type: 'bet', tag: '7', bet: straight },
    });
    expect(
      roulette({ type: 'bet', tag: '8', bet: { kind: 'dozen', index: 2, amount: 500 } }),
    ).toMatchObject({ ok: true });
    expect(roulette({ type: 'bet', bet: { kind: 'red', amount: 500 } })).toMatchObject({
      ok: true,
      message: { tag: null },
    });
  });

  it.each([
    [{ kind: 'straight', numbers: [null], amount: 1_000 }, 'bet.numbers'],
    [{ kind: 'straight', numbers: ['5'], amount: 1_000 }, 'bet.numbers'],
    [{ kind: 'straight', numbers: [5.5], amount: 1_000 }, 'bet.numbers'],
    [{ kind: 'straight', numbers: [5], amount: '1000' }, 'bet.amount'],
    [{ kind: 'straight', numbers: [5], amount: 1_000.5 }, 'bet.amount'],
    [{ kind: 'straight', numbers: 5, amount: 1_000 }, 'bet.numbers'],
    [{ kind: 'dozen', index: '2', amount: 1_000 }, 'bet.index'],
    [{ kind: 'toString', amount: 1_000 }, 'bet.kind'],
    [{ kind: 'red', amount: 1_000, extra: 1 }, 'bet.extra'],
    [{ kind: 'red' }, 'bet.amount'],
  ])('refuses %j (%s)', (bet, field) => {
    const parsed = roulette({ type: 'bet', tag: '1', bet });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.detail.startsWith(field)).toBe(true);
  });

  it('refuses what is not a bet message', () => {
    expect(parseRouletteMessage('not json')).toMatchObject({ ok: false });
    expect(roulette([{ type: 'bet' }])).toMatchObject({ ok: false });
    expect(roulette({ type: 'spin' })).toMatchObject({ ok: false });
    expect(roulette({ type: 'bet', tag: 5, bet: { kind: 'red', amount: 1 } })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^tag/),
    });
    expect(roulette({ type: 'bet', bet: { kind: 'red', amount: 1 }, more: true })).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^more/),
    });
  });
});

describe('crash messages', () => {
  it('accepts a bet with or without auto cash-out, and a cash-out', () => {
    expect(crash({ type: 'bet', amount: 1_000 })).toEqual({
      ok: true,
      message: { type: 'bet', amount: 1_000, autoCashout: null },
    });
    expect(crash({ type: 'bet', amount: 1_000, autoCashout: 150 })).toMatchObject({
      ok: true,
      message: { autoCashout: 150 },
    });
    expect(crash({ type: 'cashout' })).toEqual({ ok: true, message: { type: 'cashout' } });
  });

  it.each([
    [{ type: 'bet', amount: '1000' }, 'amount'],
    [{ type: 'bet', amount: 10.5 }, 'amount'],
    [{ type: 'bet', amount: null }, 'amount'],
    [{ type: 'bet' }, 'amount'],
    [{ type: 'bet', amount: 1_000, autoCashout: '150' }, 'autoCashout'],
    [{ type: 'bet', amount: 1_000, autoCashout: 1.5 }, 'autoCashout'],
    [{ type: 'bet', amount: 1_000, game: 9 }, 'game'],
    [{ type: 'cashout', amount: 1 }, 'amount'],
    [{ type: 'stop' }, 'type'],
  ])('refuses %j (%s)', (message, field) => {
    const parsed = crash(message);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.detail.startsWith(field)).toBe(true);
  });
});
