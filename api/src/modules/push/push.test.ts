/**
 * The balance push against real PostgreSQL and real HTTP: each player's stream carries only that
 * player's balance, a movement made through one API instance reaches a stream held by another,
 * tickets are single-use and short-lived, a player's streams are bounded, a logged-out session's
 * stream ends, and a lost LISTEN connection is reopened.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import pg from 'pg';
import { buildApp } from '../../app';
import type { App } from '../../context';
import { createPool, type Db } from '../../db/pool';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  testDatabaseUrl,
  type TestContext,
} from '../../test/harness';
import { deposit } from '../wallet/service';

interface Event {
  event: string;
  data: Record<string, unknown>;
}

/** An open stream: every event received so far, and a way to wait for the next matching one. */
class StreamReader {
  readonly events: Event[] = [];
  ended = false;
  #waiters: { match: (e: Event) => boolean; resolve: (e: Event) => void }[] = [];

  constructor(
    readonly status: number,
    body: ReadableStream<Uint8Array> | null,
    private readonly controller: AbortController,
  ) {
    if (body) void this.#read(body);
  }

  async #read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data)
            this.#push({ event, data: JSON.parse(data) as Record<string, unknown> });
        }
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
  }

  #push(event: Event) {
    this.events.push(event);
    this.#waiters = this.#waiters.filter((w) =>
      w.match(event) ? (w.resolve(event), false) : true,
    );
  }

  next(match: (e: Event) => boolean, timeoutMs = 5000): Promise<Event> {
    const already = this.events.find(match);
    if (already) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`,
            ),
          ),
        timeoutMs,
      );
      this.#waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
    });
  }

  balances(): number[] {
    return this.events.filter((e) => e.event === 'balance').map((e) => e.data.balance as number);
  }

  close() {
    this.controller.abort();
  }
}

let t: TestContext;
let origin: string;
const readers: StreamReader[] = [];

async function ticketFor(app: App, session: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/stream/ticket',
    headers: bearer(session),
  });
  expect(response.statusCode).toBe(200);
  return response.json().ticket as string;
}

async function open(base: string, ticket: string): Promise<StreamReader> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/stream?ticket=${ticket}`, {
    signal: controller.signal,
  });
  const reader = new StreamReader(
    response.status,
    response.status === 200 ? response.body : null,
    controller,
  );
  if (response.status !== 200) await response.body?.cancel();
  readers.push(reader);
  return reader;
}

async function launchToken(app: App, session: string): Promise<string> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/StartGame',
    headers: bearer(session),
    payload: { game_id: 1001, provider: 37 },
  });
  const token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
  expect((await signedPost(app, t.config, 'studio', 'authenticate', { token })).statusCode).toBe(
    200,
  );
  return token;
}

const sessions: Record<string, { id: number; session: string }> = {};

beforeAll(async () => {
  t = await createTestContext({ streamMaxPerPlayer: 2, streamSessionCheckSeconds: 1 });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['ana', 'ben', 'cyd', 'dan']) {
    const id = await addPlayer(t.db, name, 50_000);
    sessions[name] = { id, session: await loginToken(t.app, name) };
  }
});
afterAll(async () => {
  for (const reader of readers) reader.close();
  await t.close();
});

describe('balance push', () => {
  it('sends each player their own balance and nothing of anyone else', async () => {
    const ana = await open(origin, await ticketFor(t.app, sessions.ana!.session));
    const ben = await open(origin, await ticketFor(t.app, sessions.ben!.session));
    expect([ana.status, ben.status]).toEqual([200, 200]);
    await ana.next((e) => e.event === 'balance');
    await ben.next((e) => e.event === 'balance');
    expect(ana.balances()).toEqual([50_000]);
    expect((await ana.next((e) => e.event === 'jackpots')).data).toMatchObject({
      diamond: expect.any(Number),
    });

    // Ana bets and wins through the seamless wallet; Ben gets a deposit.
    const token = await launchToken(t.app, sessions.ana!.session);
    await signedPost(t.app, t.config, 'studio', 'bet', {
      token,
      round: 'r1',
      reference: 'r1:bet',
      amount: 7_000,
    });
    await ana.next((e) => e.data.balance === 43_000);
    await signedPost(t.app, t.config, 'studio', 'win', {
      token,
      round: 'r1',
      reference: 'r1:win',
      amount: 2_500,
    });
    await ana.next((e) => e.data.balance === 45_500);
    await deposit(t.db, sessions.ben!.id, 1_111);
    await ben.next((e) => e.data.balance === 51_111);

    // Give any stray notification time to arrive, then compare everything each stream received.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ana.balances()).toEqual([50_000, 43_000, 45_500]);
    expect(ben.balances()).toEqual([50_000, 51_111]);
    expect(ana.events.every((e) => e.event !== 'balance' || e.data.bonus === 0)).toBe(true);
  });

  it('versions each balance by the ledger: it rises with every movement, alike in /UserDetails and the push', async () => {
    const id = await addPlayer(t.db, 'eva', 10_000);
    const session = await loginToken(t.app, 'eva');
    const details = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/UserDetails', headers: bearer(session) })
      ).json() as { balance: number; bounse: number; balance_version: number };
    const eva = await open(origin, await ticketFor(t.app, session));
    const opening = await details();
    expect((await eva.next((e) => e.event === 'balance')).data).toEqual({
      balance: 10_000,
      bonus: 0,
      version: opening.balance_version,
    });
    expect(opening.balance_version).toBeGreaterThan(0);

    // A deposit, a bet and a win through the seamless wallet, another deposit: each is newer.
    const token = await launchToken(t.app, session);
    const movements = [
      () => deposit(t.db, id, 1_000),
      () =>
        signedPost(t.app, t.config, 'studio', 'bet', {
          token,
          round: 'v1',
          reference: 'v1:bet',
          amount: 4_000,
        }),
      () =>
        signedPost(t.app, t.config, 'studio', 'win', {
          token,
          round: 'v1',
          reference: 'v1:win',
          amount: 2_500,
        }),
      () => deposit(t.db, id, 5),
    ];
    let last = opening;
    for (const move of movements) {
      await move();
      const now = await details();
      expect(now.balance).not.toBe(last.balance);
      expect(now.balance_version).toBeGreaterThan(last.balance_version);
      const pushed = await eva.next(
        (e) => e.event === 'balance' && e.data.version === now.balance_version,
      );
      expect(pushed.data).toEqual({
        balance: now.balance,
        bonus: now.bounse,
        version: now.balance_version,
      });
      last = now;
    }
    expect(last.balance).toBe(10_000 + 1_000 - 4_000 + 2_500 + 5);
    // Read again with nothing moved, the version stays.
    expect((await details()).balance_version).toBe(last.balance_version);
  });

  it('carries a movement made through another API instance on the same database', async () => {
    const db2: Db = createPool(testDatabaseUrl(t.database, 'api'), 4);
    const app2 = await buildApp({ config: t.config, db: db2, logger: false });
    const origin2 = await app2.listen({ port: 0, host: '127.0.0.1' });
    try {
      // The stream is on instance 2; the bet goes through instance 1.
      const cyd = await open(origin2, await ticketFor(t.app, sessions.cyd!.session));
      await cyd.next((e) => e.data.balance === 50_000);
      const token = await launchToken(t.app, sessions.cyd!.session);
      const bet = await signedPost(t.app, t.config, 'studio', 'bet', {
        token,
        round: 'r2',
        reference: 'r2:bet',
        amount: 3_000,
      });
      expect(bet.json().balance).toBe(47_000);
      await cyd.next((e) => e.data.balance === 47_000);
      cyd.close();
    } finally {
      await app2.close();
      await db2.end();
    }
  });

  it('spends a ticket once, refuses expired, forged and other sessions’ tickets, and needs a session to get one', async () => {
    const ticket = await ticketFor(t.app, sessions.dan!.session);
    const first = await open(origin, ticket);
    expect(first.status).toBe(200);
    expect((await open(origin, ticket)).status).toBe(401);
    first.close();

    const stale = await ticketFor(t.app, sessions.dan!.session);
    await t.db.query(
      `UPDATE stream_tickets SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    expect((await open(origin, stale)).status).toBe(401);
    expect((await open(origin, 'A'.repeat(43))).status).toBe(401);
    expect((await open(origin, 'short')).status).toBe(401);
    expect((await open(origin, 'not%20a%20ticket')).status).toBe(400);
    expect((await fetch(`${origin}/api/stream`)).status).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/stream/ticket' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/stream/ticket',
          headers: bearer('x'.repeat(43)),
        })
      ).statusCode,
    ).toBe(401);

    // A ticket taken before logout opens nothing after it.
    const session = await loginToken(t.app, 'dan');
    const pending = await ticketFor(t.app, session);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session) });
    expect((await open(origin, pending)).status).toBe(401);
  });

  it('limits stream attempts per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/stream?ticket=${'B'.repeat(43)}`,
        remoteAddress: '10.9.8.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(120);
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429]);
  });

  it('bounds the streams of one player: the oldest is ended when one more opens', async () => {
    const session = sessions.ana!.session;
    const a = await open(origin, await ticketFor(t.app, session));
    const b = await open(origin, await ticketFor(t.app, session));
    await a.next((e) => e.event === 'balance');
    // ana's stream of the first test is still open: with a limit of 2 it is `a` or the first that goes.
    const c = await open(origin, await ticketFor(t.app, session));
    await c.next((e) => e.event === 'balance');
    await a.next((e) => e.event === 'end' && e.data.reason === 'replaced');
    expect(b.ended || b.events.some((e) => e.event === 'end')).toBe(false);
  });

  it('ends the stream of a session that logged out', async () => {
    const session = await loginToken(t.app, 'ben');
    const stream = await open(origin, await ticketFor(t.app, session));
    await stream.next((e) => e.event === 'balance');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(session) });
    await stream.next((e) => e.event === 'end' && e.data.reason === 'session_ended', 5000);
  });

  it('listens again after its database connection is cut, and sends the balance it may have missed', async () => {
    const stream = await open(origin, await ticketFor(t.app, sessions.cyd!.session));
    await stream.next((e) => e.event === 'balance');
    const admin = new pg.Client({
      connectionString: process.env.TEST_PG_ADMIN_URL!.replace(
        /\/[^/?]*(\?|$)/,
        `/${t.database}$1`,
      ),
    });
    await admin.connect();
    const killed = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'`,
      [t.database],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThanOrEqual(1);
    await deposit(t.db, sessions.cyd!.id, 500);
    await stream.next((e) => e.data.balance === 47_500, 8000);
  });

  it('passes the studio’s pool report on to every stream', async () => {
    const ana = await open(origin, await ticketFor(t.app, sessions.ana!.session));
    const dan = await open(origin, await ticketFor(t.app, sessions.dan!.session));
    await ana.next((e) => e.event === 'jackpots');
    await dan.next((e) => e.event === 'jackpots');
    const reported = await signedPost(t.app, t.config, 'studio', 'jackpot-pools', {
      version: 7,
      diamond: 60_000_123,
      golden: 16_000_000,
      silver: 5_500_000,
      bronze: 1_200_000,
    });
    expect(reported.json().kept).toBe(true);
    for (const stream of [ana, dan]) {
      expect(
        (await stream.next((e) => e.event === 'jackpots' && e.data.diamond === 60_000_123)).data,
      ).toEqual({
        diamond: 60_000_123,
        golden: 16_000_000,
        silver: 5_500_000,
        bronze: 1_200_000,
      });
    }
  });

  it('ends every stream when the app closes', async () => {
    const db2: Db = createPool(testDatabaseUrl(t.database, 'api'), 2);
    const app2 = await buildApp({ config: t.config, db: db2, logger: false });
    const origin2 = await app2.listen({ port: 0, host: '127.0.0.1' });
    const stream = await open(origin2, await ticketFor(t.app, sessions.cyd!.session));
    await stream.next((e) => e.event === 'balance');
    await app2.close();
    await db2.end();
    await stream.next((e) => e.event === 'end' && e.data.reason === 'shutdown');
  });
});
