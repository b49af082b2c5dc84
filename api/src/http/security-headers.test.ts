/**
 * Every API answer carries helmet's security headers, set once per request from values computed
 * at start (security-headers.ts): answers of routes, cached guest pages, refusals and 404s alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createTestContext, type TestContext } from '../test/harness';

const HEADERS = {
  'content-security-policy':
    "default-src 'none';frame-ancestors 'none';style-src 'unsafe-inline';img-src 'self' data:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({}, 2);
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    [
      'a guest game list, answered then served from the page cache',
      '/api/get_slot_game?page_index=1&page_size=30&type=1',
      200,
    ],
    ['the same page again (cached)', '/api/get_slot_game?page_index=1&page_size=30&type=1', 200],
    ['a refused query', '/api/get_slot_game?page_index=1&page_size=1000', 400],
    ['a route that needs a session', '/api/UserDetails', 401],
    ['an unknown path', '/api/no-such-route', 404],
    ['an artwork', '/api/assets/games/1001.svg', 200],
  ])('on %s', async (_what, url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(HEADERS);
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
