import { allSettled, createWatch, fork } from 'effector';
import { afterEach, describe, expect, it, rs } from '@rstest/core';

const wins = [
  {
    name: 'Diamond',
    username: 'sami',
    time: '2026-11-23T14:05:00Z',
    amount: 1_250_000,
    currency: 'TND',
  },
  {
    name: 'Gold',
    username: 'lina',
    time: '2026-11-23T13:40:00Z',
    amount: 350_000,
    currency: 'TND',
  },
];

describe('the jackpot-win list', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    rs.restoreAllMocks();
  });

  it('gets its rows after the dates formatter is made, in a task of its own (not the one that draws them)', async () => {
    rs.resetModules();
    globalThis.fetch = rs.fn(
      async () =>
        new Response(JSON.stringify({ latest_jackpots: wins }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const RealDateTimeFormat = Intl.DateTimeFormat;
    let taskOfFormatterEnded = false;
    const made = rs.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      setTimeout(() => (taskOfFormatterEnded = true), 0);
      return new RealDateTimeFormat(...args);
    });
    const { $wins, JackpotWinsGate } = await import('./model');
    const scope = fork();
    const seen: { rows: number; formatters: number; laterTask: boolean }[] = [];
    createWatch({
      unit: $wins,
      scope,
      fn: (rows) =>
        seen.push({
          rows: rows.length,
          formatters: made.mock.calls.length,
          laterTask: taskOfFormatterEnded,
        }),
    });
    await allSettled(JackpotWinsGate.open, { scope, params: {} });
    expect(seen.at(-1)).toEqual({ rows: 2, formatters: 1, laterTask: true });
  });

  it('is loading until its first answer, a failure included (the server draws the same skeleton)', async () => {
    rs.resetModules();
    globalThis.fetch = rs.fn(async () => new Response('{}', { status: 500 }));
    const { $settled, $loading, $failed, JackpotWinsGate } = await import('./model');
    const scope = fork();
    expect([scope.getState($settled), scope.getState($loading)]).toEqual([false, false]);
    await allSettled(JackpotWinsGate.open, { scope, params: {} });
    expect([scope.getState($settled), scope.getState($failed)]).toEqual([true, true]);
  });
});
