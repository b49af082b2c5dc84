/**
 * The sportsbook against the real platform: sessions from the sport token, bets debited through
 * the signed wallet (refusals never stand, a repeated request places once), settlement paying
 * winners and refunding voids, live prices with suspension and tolerance, cash-out, a lost answer
 * retried under the same reference, an unanswered bet rolled back, and SportHistory showing what
 * My bets shows.
 */
import { WalletUnavailableError, type WalletClient } from '@casino/wallet-client';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import WebSocket from 'ws';
import { bearer } from '@casino/api/testing';
import { startTestBook, type TestBook } from '../test/book';
import { seeded } from '../test/seeded';
import { recover } from './bets/service';
import { Feed, FeedLockedError, type BookEvent } from './live/feed';

const API = '/providers/sportsbook/api';
let book: TestBook;
let requests = 0;

const rid = () => `req${process.pid}x${(requests += 1)}x${Date.now()}`;
const price = (event: BookEvent, market: string, outcome: string) =>
  event.markets.find((m) => m.key === market)!.outcomes.find((o) => o.key === outcome)!.odds!;
const football = () =>
  [...book.feed.events.values()].filter((e) => e.sport === 'football' && e.status === 'scheduled');

function bet(session: string, body: Record<string, unknown>) {
  return book.app.inject({
    method: 'POST',
    url: `${API}/bets`,
    headers: { 'x-sportsbook-session': session },
    payload: { requestId: rid(), tolerance: 'none', ...body },
  });
}

function leg(event: BookEvent, market = '1x2', outcome = '1') {
  return { event: event.id, market, outcome, odds: price(event, market, outcome) };
}

/** Plays the matches on which bets are open to their end and waits for their settlement. */
async function playOut() {
  for (let i = 0; i < 150; i++) {
    await book.advance(1000);
    await book.settled();
    const { rows } = await book.db.query(
      `SELECT count(*)::int AS open FROM bets WHERE status = 'open'`,
    );
    if (rows[0].open === 0) return;
  }
  throw new Error('bets still open');
}

interface HistoryRow {
  event_id: string;
  amount: number;
  win_amount: number;
  status: string;
  odds: number | null;
  bet_kind: string | null;
  legs: Array<{
    event: Record<string, string>;
    selection: Record<string, string>;
    odds: number;
    result: string | null;
  }>;
}

async function sportHistory(bearerToken: string) {
  const response = await book.platform.context.app.inject({
    method: 'GET',
    url: '/api/SportHistory?pageIndex=1&pageSize=50',
    headers: bearer(bearerToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: HistoryRow[] }>().data;
}

interface MyBet {
  id: string;
  kind: string;
  status: string;
  stake: number;
  odds: number;
  payout: number | null;
  legs: Array<{ odds: number; result: string | null }>;
}

async function myBets(session: string): Promise<MyBet[]> {
  return (
    await book.app.inject({ url: `${API}/bets`, headers: { 'x-sportsbook-session': session } })
  ).json().bets;
}

const SHOWN: Record<string, string> = {
  open: 'Open',
  won: 'Win',
  lost: 'Lost',
  void: 'Void',
  cashed_out: 'CashedOut',
};

/** Every bet of My bets is in SportHistory with the same status, stake, return, odds and legs. */
async function expectSameBets(session: string, bearerToken: string) {
  await recover({ db: book.db, wallet: book.wallet });
  const mine = await myBets(session);
  const history = new Map((await sportHistory(bearerToken)).map((row) => [row.event_id, row]));
  expect(history.size).toBe(mine.length);
  for (const b of mine) {
    const row = history.get(b.id)!;
    expect(row).toMatchObject({
      status: SHOWN[b.status],
      amount: b.stake,
      win_amount: b.payout ?? 0,
      odds: b.odds,
      bet_kind: b.kind,
    });
    expect(row.legs.map((l) => [l.odds, l.result])).toEqual(b.legs.map((l) => [l.odds, l.result]));
  }
  return mine;
}

beforeAll(async () => {
  book = await startTestBook();
});
afterAll(() => book.close());

describe('launch and frame', () => {
  it('redeems the sport token once; a made-up or spent token is refused', async () => {
    const player = await book.platform.player(10_000);
    const token = await book.sportToken(player.bearer, '/api/Live?lang=ar');
    const first = await book.app.inject({
      method: 'POST',
      url: `${API}/session`,
      payload: { token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      username: player.username,
      currency: 'TND',
      balance: 10_000,
    });
    expect(
      (await book.app.inject({ method: 'POST', url: `${API}/session`, payload: { token } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await book.app.inject({
          method: 'POST',
          url: `${API}/session`,
          payload: { token: 'x'.repeat(40) },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await book.app.inject({
          method: 'POST',
          url: `${API}/session`,
          payload: { token: 'short' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('serves the frame URL mf-sport builds and every internal path, framed by the site only', async () => {
    for (const path of [
      '/?token=abc&lang=ar&view=live&layout=mobile&oddsFormat=decimal&floatingBetslip=true&parent=x&partnerId=y',
      '/home',
      '/live',
      '/line',
      '/favorite',
      '/results',
      '/calendar',
      '/search',
      '/history',
      '/my-bets',
      '/events',
      '/event/12',
    ]) {
      const page = await book.app.inject({ url: `/providers/sportsbook${path}` });
      expect({ path, status: page.statusCode }).toEqual({ path, status: 200 });
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    expect((await book.app.inject({ url: '/providers/sportsbook/admin' })).statusCode).toBe(404);
    const arabic = await book.app.inject({ url: '/providers/sportsbook/?lang=ar' });
    expect(arabic.body).toContain('dir="rtl"');
  });
});

describe('bets through the wallet', () => {
  it('a single and a multiple debit their stakes once; a repeated request finds the same bet', async () => {
    const player = await book.player(50_000);
    const [a, b] = football();
    const single = await bet(player.session, { stake: 2_000, legs: [leg(a!)] });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toMatchObject({
      balance: 48_000,
      bet: { kind: 'single', status: 'open', stake: 2_000, odds: price(a!, '1x2', '1') },
    });
    const body = {
      requestId: rid(),
      stake: 3_000,
      legs: [leg(a!, 'ou:2.5', 'over'), leg(b!, 'btts', 'yes')],
    };
    const multi = await book.app.inject({
      method: 'POST',
      url: `${API}/bets`,
      headers: { 'x-sportsbook-session': player.session },
      payload: body,
    });
    expect(multi.statusCode).toBe(200);
    const odds = Math.floor((price(a!, 'ou:2.5', 'over') * price(b!, 'btts', 'yes')) / 100);
    expect(multi.json().bet).toMatchObject({
      kind: 'multi',
      odds,
      potential: Math.floor(
        (3_000 * price(a!, 'ou:2.5', 'over') * price(b!, 'btts', 'yes')) / 10_000,
      ),
    });
    const again = await book.app.inject({
      method: 'POST',
      url: `${API}/bets`,
      headers: { 'x-sportsbook-session': player.session },
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ replayed: true, bet: { id: multi.json().bet.id } });
    expect(await book.platform.cash(player.id)).toBe(45_000);
  });

  it('refuses bad bets with a 4xx and moves nothing', async () => {
    const player = await book.player(10_000);
    const other = await book.player(10_000);
    const [a, b] = football();
    const refusals = [
      [await bet(player.session, { stake: 0, legs: [leg(a!)] }), 400],
      [await bet(player.session, { stake: 1_000, legs: [] }), 400],
      [await bet(player.session, { stake: 400, legs: [leg(a!)] }), 400],
      [await bet(player.session, { stake: 2_000_000, legs: [leg(a!)] }), 400],
      [await bet(player.session, { stake: 1_000, legs: [leg(a!), leg(a!, 'btts', 'yes')] }), 400],
      [await bet(player.session, { stake: 1_000, legs: [{ ...leg(a!), event: 999_999 }] }), 409],
      [await bet(player.session, { stake: 1_000, legs: [{ ...leg(a!), market: 'ou:9.25' }] }), 409],
      [await bet(player.session, { stake: 1_000, legs: [{ ...leg(a!), outcome: 'Z' }] }), 409],
      [
        await bet(player.session, {
          stake: 1_000,
          legs: [{ ...leg(a!), odds: price(a!, '1x2', '1') + 50 }],
        }),
        409,
      ],
      [await bet(player.session, { stake: 1_000, legs: [leg(a!)], extra: 1 }), 400],
      [await bet('x'.repeat(32), { stake: 1_000, legs: [leg(a!)] }), 401],
      [
        await book.app.inject({
          method: 'POST',
          url: `${API}/bets`,
          payload: { requestId: rid(), stake: 1_000, legs: [leg(b!)] },
        }),
        400,
      ],
      // Insufficient funds: the wallet refuses, the bet never stands.
      [await bet(player.session, { stake: 20_000, legs: [leg(b!)] }), 402],
    ] as const;
    for (const [response, status] of refusals)
      expect({ status: response.statusCode, body: response.json().status }).toMatchObject({
        status,
      });
    expect(await book.platform.cash(player.id)).toBe(10_000);
    const mine = await book.app.inject({
      url: `${API}/bets`,
      headers: { 'x-sportsbook-session': player.session },
    });
    expect(mine.json().bets).toEqual([]);
    const { rows } = await book.db.query(`SELECT status FROM bets WHERE player_id = $1`, [
      player.id,
    ]);
    expect(rows).toEqual([{ status: 'refused' }]);
    // Another player's session never sees or cashes out someone else's bet.
    const placed = await bet(player.session, { stake: 1_000, legs: [leg(b!)] });
    const steal = await book.app.inject({
      method: 'POST',
      url: `${API}/bets/${placed.json().bet.id}/cash-out`,
      headers: { 'x-sportsbook-session': other.session },
      payload: { value: 0 },
    });
    expect(steal.statusCode).toBe(404);
  });

  it('a price that moved beyond the tolerance is refused with the new price; within it the bet takes the new price', async () => {
    const player = await book.player(10_000);
    const [a] = football();
    const now = price(a!, '1x2', 'X');
    const seen = { event: a!.id, market: '1x2', outcome: 'X', odds: now + 20 };
    const refused = await bet(player.session, { stake: 1_000, legs: [seen] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'price_changed',
      legs: [{ event: a!.id, market: '1x2', outcome: 'X', odds: now }],
    });
    expect(
      (await bet(player.session, { stake: 1_000, legs: [seen], tolerance: 'higher' })).statusCode,
    ).toBe(409);
    const lower = await bet(player.session, {
      stake: 1_000,
      legs: [{ ...seen, odds: now - 20 }],
      tolerance: 'higher',
    });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().bet.odds).toBe(now);
    const any = await bet(player.session, { stake: 1_000, legs: [seen], tolerance: 'any' });
    expect(any.json().bet.odds).toBe(now);
    expect(await book.platform.cash(player.id)).toBe(8_000);
  });
});

describe('live, settlement and cash-out', () => {
  it('settles every bet when its matches end: winners paid, losers closed, My bets and SportHistory agree', async () => {
    const player = await book.player(100_000);
    const events = football().slice(0, 4);
    const placed = [];
    for (const [i, event] of events.entries()) {
      for (const [market, outcome] of [
        ['1x2', '1'],
        ['1x2', 'X'],
        ['dc', 'X2'],
        ['ou:2', 'over'],
        ['ah:0', 'home'],
        ['cs', '1-1'],
        ['btts', 'no'],
      ]) {
        const response = await bet(player.session, {
          stake: 1_000 + i,
          legs: [leg(event, market!, outcome!)],
        });
        expect(response.statusCode).toBe(200);
        placed.push(response.json().bet.id);
      }
    }
    const multi = await bet(player.session, {
      stake: 5_000,
      legs: events.map((e) => leg(e, 'dc', '1X')),
    });
    expect(multi.statusCode).toBe(200);
    await playOut();
    const mine = (
      await book.app.inject({
        url: `${API}/bets`,
        headers: { 'x-sportsbook-session': player.session },
      })
    ).json().bets as Array<{ id: string; status: string; stake: number; payout: number | null }>;
    expect(mine).toHaveLength(placed.length + 1);
    for (const b of mine) expect(['won', 'lost', 'void']).toContain(b.status);
    const staked = mine.reduce((s, b) => s + b.stake, 0);
    const paid = mine.reduce((s, b) => s + (b.payout ?? 0), 0);
    expect(await book.platform.cash(player.id)).toBe(100_000 - staked + paid);
    const history = await sportHistory(player.bearer);
    const byRound = new Map(history.map((row) => [row.event_id, row]));
    for (const b of mine) {
      expect(byRound.get(b.id)).toMatchObject({
        amount: b.stake,
        win_amount: b.payout ?? 0,
        status: SHOWN[b.status],
      });
    }
  });

  it('an abandoned match voids its bets: the stake comes back, a multiple counts the leg 1.00', async () => {
    const player = await book.player(20_000);
    await book.advance(60_000);
    const [a, b] = football();
    a!.abandonAt = 30;
    const single = (await bet(player.session, { stake: 2_000, legs: [leg(a!)] })).json().bet.id;
    const multi = await bet(player.session, {
      stake: 1_000,
      legs: [leg(a!, 'btts', 'yes'), leg(b!, 'dc', '12')],
    });
    const bOdds = price(b!, 'dc', '12');
    await playOut();
    expect(book.feed.results().find((e) => e.id === a!.id)?.status).toBe('abandoned');
    const rows = (
      await book.db.query(
        `SELECT id, status, payout::int AS payout FROM bets WHERE player_id = $1 ORDER BY placed_at`,
        [player.id],
      )
    ).rows;
    expect(rows[0]).toEqual({ id: single, status: 'void', payout: 2_000 });
    const multiRow = rows.find((r) => r.id === multi.json().bet.id)!;
    expect(multiRow.status === 'lost' ? 0 : multiRow.payout).toBe(
      multiRow.status === 'lost' ? 0 : Math.floor((1_000 * bOdds) / 100),
    );
    expect(await book.platform.cash(player.id)).toBe(
      20_000 - 3_000 + rows.reduce((s, r) => s + (r.payout ?? 0), 0),
    );
  });

  it('live: prices move with the match, markets close after a goal, a single cashes out at the formula', async () => {
    const player = await book.player(20_000);
    await book.advance(60_000);
    const [a] = football();
    await book.advance(a!.startsAt.getTime() - book.now() + 10);
    expect(a!.status).toBe('live');
    const before = price(a!, '1x2', '1');
    const taken = (await bet(player.session, { stake: 4_000, legs: [leg(a!, '1x2', '1')] })).json();
    expect(taken.bet.odds).toBe(before);
    await book.advance(3_000);
    expect(a!.live.sport === 'football' && a!.live.minute).toBeGreaterThanOrEqual(30);
    // A goal suspends the markets: a bet is refused while they are.
    a!.suspendedUntil = book.now() + 1_000;
    // (1X2's draw: never decided by minute 30, unlike both teams to score after a 1–1.)
    const suspended = await bet(player.session, { stake: 1_000, legs: [leg(a!, '1x2', 'X')] });
    expect(suspended.json().status).toBe('suspended');
    await book.advance(1_001);
    // No goal in the meantime, so the market is open for the cash-out.
    a!.suspendedUntil = 0;
    const now = price(a!, '1x2', '1');
    const offer = Math.floor((4_000 * before * 9_500) / (now * 10_000));
    const mine = (
      await book.app.inject({
        url: `${API}/bets`,
        headers: { 'x-sportsbook-session': player.session },
      })
    ).json().bets;
    expect(mine[0].cashOut).toBe(offer);
    const greedy = await book.app.inject({
      method: 'POST',
      url: `${API}/bets/${taken.bet.id}/cash-out`,
      headers: { 'x-sportsbook-session': player.session },
      payload: { value: offer + 1 },
    });
    expect(greedy.json()).toMatchObject({ status: 'price_changed', value: offer });
    const cashed = await book.app.inject({
      method: 'POST',
      url: `${API}/bets/${taken.bet.id}/cash-out`,
      headers: { 'x-sportsbook-session': player.session },
      payload: { value: offer },
    });
    expect(cashed.json()).toMatchObject({ value: offer, balance: 16_000 + offer });
    const twice = await book.app.inject({
      method: 'POST',
      url: `${API}/bets/${taken.bet.id}/cash-out`,
      headers: { 'x-sportsbook-session': player.session },
      payload: { value: 0 },
    });
    expect(twice.statusCode).toBe(409);
    await playOut();
    // Settlement leaves a cashed-out bet alone: paid once.
    expect(await book.platform.cash(player.id)).toBe(16_000 + offer);
  });

  it('My bets and SportHistory show the same bets: open, won, lost, void, cashed out, a multiple with its legs', async () => {
    const player = await book.player(100_000);
    await book.advance(60_000);
    const [a, b, c, d] = football();
    b!.abandonAt = 30;
    for (const outcome of ['1', 'X', '2'])
      expect(
        (await bet(player.session, { stake: 1_000, legs: [leg(c!, '1x2', outcome)] })).statusCode,
      ).toBe(200);
    expect((await bet(player.session, { stake: 2_000, legs: [leg(b!)] })).statusCode).toBe(200);
    const multi = await bet(player.session, {
      stake: 1_500,
      legs: [leg(b!, 'dc', '1X'), leg(c!, 'ou:2', 'over'), leg(d!, 'dc', '12')],
    });
    expect(multi.statusCode).toBe(200);
    // Before any match: every bet open in both, with its names in the three languages.
    const open = await expectSameBets(player.session, player.bearer);
    expect(open.map((x) => x.status)).toEqual(['open', 'open', 'open', 'open', 'open']);
    const multiRow = (await sportHistory(player.bearer)).find(
      (r) => r.event_id === multi.json().bet.id,
    )!;
    expect(multiRow.legs).toHaveLength(3);
    for (const l of multiRow.legs)
      for (const lang of ['fr', 'en', 'ar']) {
        expect(l.event[lang]).toMatch(/ – /);
        expect(l.selection[lang]!.length).toBeGreaterThan(0);
      }
    // A live single on the first match, cashed out.
    await book.advance(a!.startsAt.getTime() - book.now() + 10);
    a!.suspendedUntil = 0;
    const taken = (await bet(player.session, { stake: 4_000, legs: [leg(a!, '1x2', '1')] })).json();
    const offer = (await myBets(player.session)).find((x) => x.id === taken.bet.id) as MyBet & {
      cashOut: number;
    };
    const cashed = await book.app.inject({
      method: 'POST',
      url: `${API}/bets/${taken.bet.id}/cash-out`,
      headers: { 'x-sportsbook-session': player.session },
      payload: { value: offer.cashOut },
    });
    expect(cashed.statusCode).toBe(200);
    await playOut();
    const settled = await expectSameBets(player.session, player.bearer);
    const statuses = settled.map((x) => x.status).sort();
    expect(statuses).toContain('cashed_out');
    expect(statuses).toContain('void');
    expect(statuses.filter((x) => x === 'won' || x === 'lost').length).toBeGreaterThanOrEqual(4);
    expect(settled.find((x) => x.id === taken.bet.id)).toMatchObject({
      status: 'cashed_out',
      payout: offer.cashOut,
    });
  });
});

describe('live push', () => {
  it('pushes every pass of the simulator to viewers: the new prices, score and clock of each changed event', async () => {
    await book.advance(60_000);
    const url = await book.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${url.replace('http', 'ws')}/providers/sportsbook/ws`);
    await new Promise((resolve) => socket.on('open', resolve));
    const received: Array<{
      type: string;
      at: number;
      events: Array<{ id: number; version: number; live: unknown; markets: unknown[][] }>;
    }> = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    const [a] = football();
    await book.advance(a!.startsAt.getTime() - book.now() + 1_050);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.close();
    const mine = received.flatMap((m) => m.events).filter((e) => e.id === a!.id);
    expect(mine.length).toBeGreaterThan(0);
    const last = mine.at(-1)!;
    expect(last.version).toBe(a!.version);
    expect(last.live).toEqual(a!.live);
    expect(last.markets.find((m) => m[0] === '1x2')).toEqual([
      '1x2',
      1,
      ...a!.markets.find((m) => m.key === '1x2')!.outcomes.map((o) => o.odds),
    ]);
    expect(received.every((m) => m.type === 'changes' && typeof m.at === 'number')).toBe(true);
    // The round scheduled at that kick-off comes with its whole view (names included).
    const scheduled = received
      .flatMap(
        (m) => m.events as Array<{ id: number; view?: { home: { fr: string }; status: string } }>,
      )
      .filter((e) => e.view);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const e of scheduled)
      expect(e.view).toMatchObject({ status: 'scheduled', home: { fr: expect.any(String) } });
  });
});

describe('restart', () => {
  it('a new instance resumes every scheduled and live event from the database at the same state and prices', async () => {
    await book.advance(60_000);
    const [a] = football();
    await book.advance(a!.startsAt.getTime() - book.now() + 2_000);
    const resumed = new Feed(book.db, book.config, seeded(1), () => book.now());
    await resumed.start(3_600_000);
    // While it plays, no other instance may.
    await expect(
      new Feed(book.db, book.config, seeded(1), () => book.now()).start(3_600_000),
    ).rejects.toThrow(FeedLockedError);
    await resumed.stop();
    const summary = (feed: Feed) =>
      [...feed.events.values()]
        .map((e) => ({
          id: e.id,
          status: e.status,
          live: e.live,
          steps: e.steps,
          markets: e.markets.map((m) => [m.key, m.open, m.outcomes.map((o) => o.odds)]),
        }))
        .sort((x, y) => x.id - y.id);
    expect(summary(resumed)).toEqual(summary(book.feed));
    expect(summary(resumed).some((e) => e.status === 'live')).toBe(true);
  });
});

describe('wallet failures', () => {
  it('a lost answer is retried under the same reference: the stake moves once', async () => {
    let lost = 0;
    const flaky = await startTestBook({
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (String(input).endsWith('/bet') && lost === 0) {
          lost += 1;
          throw new TypeError('socket hang up');
        }
        return response;
      },
    });
    try {
      const player = await flaky.player(10_000);
      const event = [...flaky.feed.events.values()].find((e) => e.sport === 'football')!;
      const response = await flaky.app.inject({
        method: 'POST',
        url: `${API}/bets`,
        headers: { 'x-sportsbook-session': player.session },
        payload: {
          requestId: rid(),
          stake: 1_500,
          legs: [{ event: event.id, market: '1x2', outcome: '2', odds: price(event, '1x2', '2') }],
        },
      });
      expect(lost).toBe(1);
      expect(response.json()).toMatchObject({ balance: 8_500, bet: { status: 'open' } });
      expect(await flaky.platform.cash(player.id)).toBe(8_500);
    } finally {
      await flaky.close();
    }
  });

  it('a bet with no answer is rolled back; a win with no answer is paid later under the same reference', async () => {
    let failBets = true;
    let failWins = true;
    const broken = await startTestBook({
      walletFor: (real: WalletClient) => ({
        ...real,
        async bet(input) {
          const answer = await real.bet(input);
          if (failBets) throw new WalletUnavailableError('bet', 3, 'timeout');
          return answer;
        },
        async win(input) {
          if (failWins) throw new WalletUnavailableError('win', 3, 'timeout');
          return real.win(input);
        },
      }),
    });
    try {
      const player = await broken.player(10_000);
      const events = [...broken.feed.events.values()].filter((e) => e.sport === 'football');
      const legOf = (e: BookEvent) => ({
        event: e.id,
        market: 'dc',
        outcome: '1X',
        odds: price(e, 'dc', '1X'),
      });
      const send = (e: BookEvent, stake: number) =>
        broken.app.inject({
          method: 'POST',
          url: `${API}/bets`,
          headers: { 'x-sportsbook-session': player.session },
          payload: { requestId: rid(), stake, legs: [legOf(e)] },
        });
      const lostBet = await send(events[0]!, 2_000);
      expect(lostBet.statusCode).toBe(503);
      expect(await broken.platform.cash(player.id)).toBe(10_000);
      expect(
        (await broken.db.query(`SELECT status FROM bets WHERE player_id = $1`, [player.id])).rows,
      ).toEqual([{ status: 'rolled_back' }]);
      failBets = false;
      const placed = (await send(events[1]!, 1_000)).json().bet.id;
      expect(await broken.platform.cash(player.id)).toBe(9_000);
      for (let i = 0; i < 130; i++) await broken.advance(1000);
      await broken.settled();
      const row = (
        await broken.db.query(
          `SELECT status, payout::int AS payout, paid FROM bets WHERE id = $1`,
          [placed],
        )
      ).rows[0];
      expect(row.paid).toBe(false);
      failWins = false;
      await recover({ db: broken.db, wallet: broken.wallet });
      await recover({ db: broken.db, wallet: broken.wallet });
      expect(
        (await broken.db.query(`SELECT paid FROM bets WHERE id = $1`, [placed])).rows[0].paid,
      ).toBe(true);
      expect(await broken.platform.cash(player.id)).toBe(9_000 + (row.payout ?? 0));
    } finally {
      await broken.close();
    }
  });
});
