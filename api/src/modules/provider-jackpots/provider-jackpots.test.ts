/**
 * The studio's jackpot calls against the real API and PostgreSQL: a hit pays the token's player
 * once (replays and retries included), raises their popup and shows in LatestJackpot; a token
 * cannot claim another player's round; only the studio may call; the live pools reach
 * /api/jackpots and the `*_bet` fields, newest report first.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  cashOf,
  createTestContext,
  loginToken,
  signedPost,
  signedRequest,
  type TestContext,
} from '../../test/harness';

let t: TestContext;
const players: Record<'ana' | 'ben', { id: number; session: string; token: string }> = {} as never;

async function launchToken(session: string): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  const token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  expect((await signedPost(t.app, t.config, 'studio', 'authenticate', { token })).statusCode).toBe(
    200,
  );
  return token;
}

const jackpotCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jackpot_wins')).rows[0]!.n;

beforeAll(async () => {
  t = await createTestContext();
  for (const name of ['ana', 'ben'] as const) {
    const id = await addPlayer(t.db, name, 20_000);
    const session = await loginToken(t.app, name);
    players[name] = { id, session, token: await launchToken(session) };
  }
  // Ana plays a round and loses it; Ben plays one and wins 9,000.
  const { ana, ben } = players;
  await signedPost(t.app, t.config, 'studio', 'bet', {
    token: ana.token,
    round: 'sl-ana',
    reference: 'sl-ana:bet',
    amount: 1_500,
  });
  await signedPost(t.app, t.config, 'studio', 'win', {
    token: ana.token,
    round: 'sl-ana',
    reference: 'sl-ana:win',
    amount: 0,
  });
  await signedPost(t.app, t.config, 'studio', 'bet', {
    token: ben.token,
    round: 'sl-ben',
    reference: 'sl-ben:bet',
    amount: 1_000,
  });
  await signedPost(t.app, t.config, 'studio', 'win', {
    token: ben.token,
    round: 'sl-ben',
    reference: 'sl-ben:win',
    amount: 9_000,
  });
});
afterAll(() => t.close());

describe('provider jackpots', () => {
  it('pays a hit to the token’s player once, raises the popup once and lists the win', async () => {
    const before = await jackpotCount();
    const hit = {
      token: players.ana.token,
      round: 'sl-ana',
      reference: 'sl-ana:jackpot:Silver',
      tier: 'Silver',
      amount: 5_123_456,
    };
    const request = signedRequest(t.config, 'studio', 'jackpot', hit);
    const paid = await t.app.inject(request);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'ok', balance: 18_500 + 5_123_456 });

    // The captured request again: refused before anything; the same hit signed anew: the first result.
    expect((await t.app.inject(request)).json().status).toBe('signature_replayed');
    const retried = await signedPost(t.app, t.config, 'studio', 'jackpot', hit);
    expect(retried.json()).toMatchObject({
      status: 'ok',
      replayed: true,
      transaction_id: paid.json().transaction_id,
    });
    expect(await cashOf(t.db, players.ana.id)).toBe(18_500 + 5_123_456);
    expect(await jackpotCount()).toBe(before + 1);

    // The same reference for another amount is a conflict; nothing moves.
    const conflict = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      ...hit,
      amount: 6_000_000,
    });
    expect(conflict.statusCode).toBe(409);
    expect(await cashOf(t.db, players.ana.id)).toBe(18_500 + 5_123_456);

    // The popup: once, with the tier's popup name and the amount.
    const details = await t.app.inject({
      method: 'GET',
      url: '/api/UserDetails',
      headers: bearer(players.ana.session),
    });
    expect(details.json()).toMatchObject({
      jackpot_state: true,
      jackpot_name: 'Silver_Prize',
      jackpot_amount: 5_123_456,
    });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/UserDetails',
      headers: bearer(players.ana.session),
    });
    expect(again.json().jackpot_state).toBe(false);

    const latest = await t.app.inject({
      method: 'GET',
      url: '/api/LatestJackpot',
      headers: { 'accept-language': 'en' },
    });
    expect(latest.json().latest_jackpots[0]).toMatchObject({
      username: 'an***',
      amount: 5_123_456,
      currency: 'TND',
    });
  });

  it('refuses another player’s round, an unknown token and any provider but the studio, moving nothing', async () => {
    const before = {
      ana: await cashOf(t.db, players.ana.id),
      ben: await cashOf(t.db, players.ben.id),
      wins: await jackpotCount(),
    };
    // Ben's token naming Ana's round, and Ben's token on a round nobody played.
    const cross = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      token: players.ben.token,
      round: 'sl-ana',
      reference: 'x1',
      tier: 'Diamond',
      amount: 90_000_000,
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().status).toBe('round_not_found');
    const nowhere = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      token: players.ben.token,
      round: 'sl-none',
      reference: 'x2',
      tier: 'Bronze',
      amount: 1_000,
    });
    expect(nowhere.statusCode).toBe(404);
    const unknown = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      token: 'u'.repeat(43),
      round: 'sl-ben',
      reference: 'x3',
      tier: 'Bronze',
      amount: 1_000,
    });
    expect(unknown.json().status).toBe('invalid_token');
    const sportsbook = await signedPost(t.app, t.config, 'sportsbook', 'jackpot', {
      token: players.ben.token,
      round: 'sl-ben',
      reference: 'x4',
      tier: 'Bronze',
      amount: 1_000,
    });
    expect(sportsbook.statusCode).toBe(403);
    const wrongSecret = await signedPost(
      t.app,
      t.config,
      'studio',
      'jackpot',
      { token: players.ben.token, round: 'sl-ben', reference: 'x5', tier: 'Bronze', amount: 1_000 },
      { secret: 'w'.repeat(40) },
    );
    expect(wrongSecret.json().status).toBe('invalid_signature');
    const badTier = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      token: players.ben.token,
      round: 'sl-ben',
      reference: 'x6',
      tier: 'Platinum',
      amount: 1_000,
    });
    expect(badTier.statusCode).toBe(400);
    const asPools = await signedPost(t.app, t.config, 'studio', 'jackpot', {
      kind: 'jackpot-pools',
      token: players.ben.token,
      round: 'sl-ben',
      reference: 'x7',
      tier: 'Bronze',
      amount: 1,
    });
    expect(asPools.json().status).toBe('kind_mismatch');
    expect({
      ana: await cashOf(t.db, players.ana.id),
      ben: await cashOf(t.db, players.ben.id),
      wins: await jackpotCount(),
    }).toEqual(before);
  });

  it('keeps the newest reported pools for /api/jackpots and the *_bet fields, never an older report', async () => {
    const report = (version: number, base: number) =>
      signedPost(t.app, t.config, 'studio', 'jackpot-pools', {
        version,
        diamond: base + 4,
        golden: base + 3,
        silver: base + 2,
        bronze: base + 1,
      });
    expect((await report(10, 61_000_000)).json()).toEqual({ status: 'ok', kept: true });
    expect((await report(9, 70_000_000)).json()).toEqual({ status: 'ok', kept: false });
    const pools = (await t.app.inject({ method: 'GET', url: '/api/jackpots' })).json();
    expect(pools).toMatchObject({
      diamond: 61_000_004,
      golden: 61_000_003,
      silver: 61_000_002,
      bronze: 61_000_001,
    });
    expect((await report(11, 62_000_000)).json().kept).toBe(true);
    const user = (
      await t.app.inject({
        method: 'GET',
        url: '/api/UserDetails',
        headers: bearer(players.ben.session),
      })
    ).json();
    expect(user).toMatchObject({
      diamond_bet: 62_000_004,
      golden_bet: 62_000_003,
      silver_bet: 62_000_002,
    });
    expect(
      (
        await signedPost(t.app, t.config, 'sportsbook', 'jackpot-pools', {
          version: 99,
          diamond: 1,
          golden: 1,
          silver: 1,
          bronze: 1,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await signedPost(t.app, t.config, 'studio', 'jackpot-pools', {
          version: 12,
          diamond: -1,
          golden: 1,
          silver: 1,
          bronze: 1,
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/jackpots' })).json().diamond).toBe(
      62_000_004,
    );
  });

  it('lists real recorded play in top winners', async () => {
    const top = (await t.app.inject({ method: 'GET', url: '/api/top_winners' })).json() as Array<{
      user: string;
      amount: number;
      bet: number;
    }>;
    expect(top).toContainEqual(
      expect.objectContaining({ user: 'be***', amount: 9_000, bet: 1_000 }),
    );
  });
});
