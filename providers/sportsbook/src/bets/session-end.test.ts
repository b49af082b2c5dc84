/**
 * A sportsbook page left open after the player logged out of the site bets and reads no more:
 * the wallet answers `session_ended`, which the book passes on (the client says so in fr, en, ar).
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { startTestBook, type TestBook } from '../../test/book';
import type { BookEvent } from '../live/feed';

const API = '/providers/sportsbook/api';
let book: TestBook;

beforeAll(async () => {
  book = await startTestBook();
});
afterAll(() => book.close());

function leg(event: BookEvent) {
  const outcome = event.markets.find((m) => m.key === '1x2')!.outcomes.find((o) => o.key === '1')!;
  return { event: event.id, market: '1x2', outcome: '1', odds: outcome.odds! };
}

describe('after the platform logout', () => {
  it('refuses new bets and the balance with session_ended, moving nothing', async () => {
    const player = await book.player(20_000);
    const headers = { 'x-sportsbook-session': player.session };
    const event = [...book.feed.events.values()].find(
      (e) => e.sport === 'football' && e.status === 'scheduled',
    )!;
    const bet = (requestId: string) =>
      book.app.inject({
        method: 'POST',
        url: `${API}/bets`,
        headers,
        payload: { requestId, stake: 1_000, legs: [leg(event)], tolerance: 'any' },
      });
    expect((await bet('before-logout-1')).statusCode).toBe(200);

    const logout = await fetch(`${book.platform.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.bearer}` },
    });
    expect(logout.status).toBe(200);

    const refused = await bet('after-logout-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 'session_ended' });
    const balance = await book.app.inject({ url: `${API}/balance`, headers });
    expect(balance.statusCode).toBe(401);
    expect(balance.json()).toEqual({ status: 'session_ended' });
  });
});
