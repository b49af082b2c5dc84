/**
 * /api/metrics: only the operator reads it (loopback and not proxied, or the configured token),
 * and what it shows is per route pattern, wallet movements by kind and status, group-commit
 * batch sizes and the pool's waits.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  type TestContext,
} from '../../test/harness';

const TOKEN = 'metrics-token-'.padEnd(40, 'x');
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ metricsToken: TOKEN });
});
afterAll(async () => t?.close());

const scrape = async () => {
  const response = await t.app.inject({ url: '/api/metrics' });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** The value of one sample line, e.g. `casino_http_requests_total{...}`; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((l) =>
      l.startsWith(`${name}{`) || l.startsWith(`${name} `)
        ? wanted.every((w) => l.includes(w))
        : false,
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('who may read /api/metrics', () => {
  it('a direct loopback connection, or anyone with the token; not the public, not through the edge', async () => {
    const direct = await t.app.inject({ url: '/api/metrics' });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['content-type']).toMatch(/^text\/plain/);

    const refused = [
      { remoteAddress: '203.0.113.7' },
      {
        remoteAddress: '10.1.2.3',
        headers: { authorization: 'Bearer wrong-token-wrong-token-wrong-token' },
      },
      // Through the edge: the connection comes from loopback but names the public client.
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
    ];
    for (const request of refused) {
      const response = await t.app.inject({ url: '/api/metrics', ...request });
      expect({ request, status: response.statusCode }).toEqual({ request, status: 404 });
      expect(response.body).not.toContain('casino_');
    }

    const withToken = await t.app.inject({
      url: '/api/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('casino_http_requests_total');
  });

  it('without a configured token, a token opens nothing', async () => {
    const other = await createTestContext();
    try {
      const response = await other.app.inject({
        url: '/api/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('what /api/metrics shows', () => {
  it('requests and latency per route pattern, never per raw URL', async () => {
    const before = await scrape();
    const route = { method: 'GET', route: '/api/get_slot_game', status_code: '200' };
    const art = { method: 'GET', route: '/api/assets/games/:file', status_code: '200' };
    for (const size of [5, 6, 7])
      expect((await t.app.inject({ url: `/api/get_slot_game?page_size=${size}` })).statusCode).toBe(
        200,
      );
    expect((await t.app.inject({ url: '/api/assets/games/1001.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/assets/games/1002.svg' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/no/such/path-123' })).statusCode).toBe(404);
    const after = await scrape();
    expect(
      sample(after, 'casino_http_requests_total', route) -
        sample(before, 'casino_http_requests_total', route),
    ).toBe(3);
    expect(
      sample(after, 'casino_http_requests_total', art) -
        sample(before, 'casino_http_requests_total', art),
    ).toBe(2);
    expect(
      sample(after, 'casino_http_request_duration_seconds_count', { route: '/api/get_slot_game' }),
    ).toBeGreaterThanOrEqual(3);
    expect(
      sample(after, 'casino_http_requests_total', { route: '(unmatched)', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(after).not.toMatch(/page_size|1001\.svg|path-123/);
  });

  it('wallet movements by kind and status, group-commit batch sizes and pool waits', async () => {
    await addPlayer(t.db, 'meter', 10_000);
    const player = await loginToken(t.app, 'meter');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/StartGame',
      headers: bearer(player),
      payload: { game_id: 1001, provider: 37 },
    });
    const token = new URL(started.json().url, 'http://x').searchParams.get('token')!;
    expect(
      (await signedPost(t.app, t.config, 'studio', 'authenticate', { token })).statusCode,
    ).toBe(200);

    const before = await scrape();
    const ok = { provider: 'studio', kind: 'bet', status: 'ok' };
    const poor = { provider: 'studio', kind: 'bet', status: 'insufficient_funds' };
    const bets = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        signedPost(t.app, t.config, 'studio', 'bet', {
          token,
          round: `m-${n}`,
          reference: `m-bet-${n}`,
          amount: 1_000,
        }),
      ),
    );
    expect(bets.map((b) => b.statusCode)).toEqual([200, 200, 200, 200]);
    const refused = await signedPost(t.app, t.config, 'studio', 'bet', {
      token,
      round: 'm-9',
      reference: 'm-bet-9',
      amount: 1_000_000,
    });
    expect(refused.statusCode).toBe(402);
    const win = await signedPost(t.app, t.config, 'studio', 'win', {
      token,
      round: 'm-1',
      reference: 'm-win-1',
      amount: 500,
    });
    expect(win.statusCode).toBe(200);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string> = {}) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta('casino_wallet_movements_total', ok)).toBe(4);
    expect(delta('casino_wallet_movements_total', poor)).toBe(1);
    expect(delta('casino_wallet_movements_total', { kind: 'win', status: 'ok' })).toBe(1);
    expect(after).not.toMatch(/casino_wallet_movements_total\{[^}]*kind="authenticate"/);
    // Five bets reached the group commit; the four sent together may share batches.
    expect(delta('casino_wallet_bet_batch_size_sum')).toBe(5);
    expect(delta('casino_wallet_bet_batch_size_count')).toBeGreaterThanOrEqual(2);
    expect(delta('casino_wallet_bet_batch_size_count')).toBeLessThanOrEqual(5);
    expect(delta('casino_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
    expect(after).toMatch(/^casino_db_pool_connections\{state="waiting"\} \d+$/m);
    expect(sample(after, 'casino_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
  });
});
