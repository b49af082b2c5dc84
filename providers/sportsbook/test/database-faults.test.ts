/**
 * The sportsbook outlives its database going away: every connection to it is cut (a relay in
 * front of the test PostgreSQL closed, as when the server restarts) while the feed plays. The
 * process carries on, readiness answers 503, and once the database is back the feed has its lock
 * again, readiness answers 200 and a player's bet is taken.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { TcpRelay } from '@casino/api/testing';
import { readinessOf, until } from '@casino/provider-kit/testing';
import { startTestBook, type TestBook } from './book';

let relay: TcpRelay;
let book: TestBook;

const readiness = () => readinessOf(book.app, '/providers/sportsbook');

beforeAll(async () => {
  relay = new TcpRelay();
  await relay.open();
  book = await startTestBook({ realTime: true, databaseVia: (url) => relay.through(url) });
});
afterAll(async () => {
  await book?.close();
  await relay?.cut();
});

describe('the database going away and coming back', () => {
  it('leaves the sportsbook up; it plays again, is ready and takes bets', async () => {
    const player = await book.player(10_000);
    expect(await readiness()).toBe(200);

    await relay.cut();
    await until(async () => !book.feed.playing);
    expect(await readiness()).toBe(503);

    await relay.open();
    await until(async () => (await readiness()) === 200);
    expect(book.feed.playing).toBe(true);
    const event = [...book.feed.events.values()].find(
      (e) => e.status === 'scheduled' && e.markets.some((m) => m.key === '1x2' && m.open),
    )!;
    const odds = event.markets.find((m) => m.key === '1x2')!.outcomes.find((o) => o.key === '1')!;
    const placed = await book.app.inject({
      method: 'POST',
      url: '/providers/sportsbook/api/bets',
      headers: { 'x-sportsbook-session': player.session },
      payload: {
        requestId: `after-outage-${player.id}`,
        tolerance: 'none',
        stake: 2_000,
        legs: [{ event: event.id, market: '1x2', outcome: '1', odds: odds.odds }],
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(await book.platform.cash(player.id)).toBe(8_000);
  });
});
