/**
 * Answers with a player's data are `Cache-Control: no-store`, so neither a browser's disk cache on
 * a shared computer nor a proxy keeps them; public answers stay cacheable.
 */
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  signedPost,
  type TestContext,
} from '../test/harness';
import { playRound } from '../modules/wallet/rounds';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext({}, 2);
  const playerId = await addPlayer(t.db, 'private', 50_000);
  await playRound(t.db, { playerId, gameId: 1001, bet: 2_000, win: 5_000 });
  token = await loginToken(t.app, 'private');
});
afterAll(() => t.close());

const get = (url: string, withToken = true) =>
  t.app.inject({ url, headers: withToken ? bearer(token) : {} });

describe('Cache-Control: no-store', () => {
  it('is on the player details, every history and the login answer', async () => {
    for (const url of [
      '/api/UserDetails',
      '/api/TransactionPlayer?pageIndex=1&pageSize=10',
      '/api/CasinoHistory?pageIndex=1&pageSize=10',
      '/api/GameHistory?pageIndex=1&pageSize=10',
      '/api/SportHistory?pageIndex=1&pageSize=10',
      '/api/GetGameFavorite?page_index=1&page_size=10',
    ]) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect({ url, cache: response.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'private', password: 'secret1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('is on every route that needs a session or a provider signature, whatever it answers', async () => {
    const routes = t.app.routeTable.filter(
      (route) =>
        (route.config?.auth === 'required' || route.config?.signed) &&
        route.method !== 'HEAD' &&
        route.url !== '/api/logout',
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'studio'),
        headers: bearer(token),
      });
      expect({ route: route.url, cache: response.headers['cache-control'] }).toEqual({
        route: route.url,
        cache: 'no-store',
      });
    }
  });

  it('is on a game list answered for a player, not on the same list for a guest', async () => {
    const url = '/api/get_slot_game?page_index=1&page_size=5';
    const guest = await get(url, false);
    const guestAgain = await get(url, false);
    const player = await get(url);
    expect([guest.statusCode, guestAgain.statusCode, player.statusCode]).toEqual([200, 200, 200]);
    expect(guest.headers['cache-control']).toBeUndefined();
    expect(guestAgain.headers['cache-control']).toBeUndefined();
    expect(player.headers['cache-control']).toBe('no-store');
  });

  it('is on a provider call that names a balance', async () => {
    const response = await signedPost(t.app, t.config, 'studio', 'balance', {
      token: 'x'.repeat(32),
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not on public content', async () => {
    const response = await get('/api/top_winners', false);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
