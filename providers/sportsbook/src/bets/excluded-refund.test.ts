/**
 * A prematch bet the platform refunds when the player excludes themselves (docs/responsible-
 * gambling.md): the sportsbook, settling it later, is answered that the round is closed, and then
 * shows it void with its stake returned (never won or lost), the player's cash moved once, and
 * the platform's SportHistory agrees. Its texts are the frame's own, in fr, en and ar.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { bearer } from '@casino/api/testing';
import { startTestBook, type TestBook } from '../../test/book';
import { localeOf } from '../../client/labels';
import { recover } from './service';

const API = '/providers/sportsbook/api';
let book: TestBook;

beforeAll(async () => {
  book = await startTestBook();
});
afterAll(() => book.close());

const platform = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  book.platform.context.app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });

async function myBets(session: string) {
  const answer = await book.app.inject({
    url: `${API}/bets`,
    headers: { 'x-sportsbook-session': session },
  });
  return answer.json<{ bets: Array<{ id: string; status: string; payout: number | null }> }>().bets;
}

describe('a bet refunded at an exclusion', () => {
  it('reads void with its stake returned once, in the sportsbook and in SportHistory', async () => {
    const player = await book.player(20_000);
    const event = [...book.feed.events.values()].find(
      (e) => e.sport === 'football' && e.status === 'scheduled',
    )!;
    const odds = event.markets.find((m) => m.key === '1x2')!.outcomes.find((o) => o.key === '1')!;
    const placed = await book.app.inject({
      method: 'POST',
      url: `${API}/bets`,
      headers: { 'x-sportsbook-session': player.session },
      payload: {
        requestId: `refund-${Date.now()}`,
        tolerance: 'any',
        stake: 5_000,
        legs: [{ event: event.id, market: '1x2', outcome: '1', odds: odds.odds }],
      },
    });
    expect(placed.statusCode).toBe(200);
    const id = placed.json().bet.id as string;
    // The open report (with the event's start) reaches the platform before the exclusion.
    await recover({ db: book.db, wallet: book.wallet });
    expect(await book.platform.cash(player.id)).toBe(15_000);

    const excluded = await platform('POST', '/api/responsible-gambling/exclusion', player.bearer, {
      duration: '24h',
      confirm: true,
    });
    expect(excluded.statusCode).toBe(200);
    expect(await book.platform.cash(player.id)).toBe(20_000);

    // The match is played to its end and the book settles the bet.
    for (let i = 0; i < 150; i++) {
      const { rows } = await book.db.query('SELECT status FROM bets WHERE id = $1', [id]);
      if (rows[0].status !== 'open') break;
      await book.advance(1000);
      await book.settled();
    }
    await recover({ db: book.db, wallet: book.wallet });
    const [shown] = (await myBets(player.session)).filter((b) => b.id === id);
    expect(shown).toMatchObject({ status: 'void', payout: 5_000 });
    expect(await book.platform.cash(player.id)).toBe(20_000);

    // SportHistory, once the operator has ended the time-out and the player logged in again.
    await book.platform.context.db.query(
      'UPDATE rg_exclusions SET ended_at = now(), ended_by = $2 WHERE player_id = $1',
      [player.id, 'operator:test: sportsbook refund'],
    );
    const login = await platform('POST', '/api/login', undefined, {
      username: (
        await book.platform.context.db.query('SELECT username FROM players WHERE id = $1', [
          player.id,
        ])
      ).rows[0].username,
      password: 'secret1234',
    });
    expect(login.statusCode).toBe(200);
    const history = await platform(
      'GET',
      '/api/SportHistory?pageIndex=1&pageSize=10',
      login.json().token,
    );
    expect(history.json().data).toEqual([
      expect.objectContaining({ event_id: id, status: 'Void', amount: 5_000, win_amount: 5_000 }),
    ]);
  });

  it('says void as refunded in fr, en and ar', () => {
    expect(['fr', 'en', 'ar'].map((lang) => localeOf(lang as 'fr').t('void'))).toEqual([
      'Remboursé',
      'Refunded',
      'مسترجع',
    ]);
  });
});
