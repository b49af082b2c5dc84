import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  addPlayer,
  bearer,
  createTestContext,
  loginToken,
  type TestContext,
} from '../../test/harness';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  await addPlayer(t.db, 'fan');
  token = await loginToken(t.app, 'fan');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('get_slot_game', () => {
  it('lists over 300 games across the three types, paged from 1', async () => {
    const totals = await Promise.all(
      [1, 2, 3].map(
        async (type) =>
          (await get(`/api/get_slot_game?page_index=1&page_size=30&type=${type}`)).json().total,
      ),
    );
    expect(totals[0]! + totals[1]! + totals[2]!).toBeGreaterThanOrEqual(300);
    const page = (await get('/api/get_slot_game?page_index=2&page_size=30&type=1')).json();
    expect(page.data).toHaveLength(30);
    expect(page.paginationInfo).toMatchObject({ page_index: 2, page_size: 30, hasNextPage: true });
    expect(page.data[0]).toMatchObject({ type: 1, is_favorite: false });
    // Every game's tile is the studio's, drawn from its theme (STUDIO_BASE_URL).
    expect(page.data[0].image).toBe(`/providers/studio/tiles/${page.data[0].game_id}.svg`);
  });

  it('filters by the fixed provider ids, category and name; `null` and empty mean none', async () => {
    const popular = (
      await get('/api/get_slot_game?page_index=1&page_size=12&type=1&pro_id=37')
    ).json();
    expect(popular.data).toHaveLength(12);
    expect(popular.data.every((g: { provider_id: number }) => g.provider_id === 37)).toBe(true);
    const live = (
      await get('/api/get_slot_game?page_index=1&page_size=12&type=2&pro_id=998')
    ).json();
    expect(live.data.every((g: { provider_name: string }) => g.provider_name === 'EVOLUTION')).toBe(
      true,
    );
    const jackpot = (await get('/api/get_slot_game?page_index=1&page_size=12&pro_id=38')).json();
    expect(jackpot.total).toBeGreaterThan(0);
    const all = (await get('/api/get_slot_game?page_index=1&page_size=5&type=3')).json().total;
    const nulls = (
      await get(
        '/api/get_slot_game?page_index=1&page_size=5&type=3&pro_id=null&cat_id=null&game_name=',
      )
    ).json().total;
    expect(nulls).toBe(all);
    const roulette = (
      await get('/api/get_slot_game?page_index=1&page_size=50&type=2&cat_id=21')
    ).json();
    expect(roulette.data.every((g: { name: string }) => g.name.includes('Roulette'))).toBe(true);
    const search = (
      await get('/api/get_slot_game?page_index=1&page_size=50&game_name=roulette')
    ).json();
    expect(search.total).toBe(roulette.total);
  });

  it('answers bad input with a 4xx and a message', async () => {
    for (const url of [
      '/api/get_slot_game?page_index=0&page_size=30',
      '/api/get_slot_game?page_index=1&page_size=100000',
      '/api/get_slot_game?page_index=abc',
      '/api/get_slot_game?page_index=1.5',
      '/api/get_slot_game?type=7',
      '/api/get_slot_game?pro_id=1%20OR%201=1',
      '/api/get_slot_game?pro_id=12345',
      '/api/get_slot_game?cat_id=99999',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toBeTruthy();
    }
    const script = await get(
      `/api/get_slot_game?game_name=${encodeURIComponent('<script>alert(1)</script>')}`,
    );
    expect(script.statusCode).toBe(200);
    expect(script.json().total).toBe(0);
  });
});

describe('favourites', () => {
  it('toggles a favourite, lists it, and marks it in game lists', async () => {
    const added = await get('/api/AddToFavorite?game_id=1001', bearer(token));
    expect(added.json()).toMatchObject({
      game_id: 1001,
      is_favorite: true,
      message: 'Game added to favorites!',
    });
    const favourites = (
      await get('/api/GetGameFavorite?page_index=1&page_size=30&type=1', bearer(token))
    ).json();
    expect(favourites.data.map((g: { game_id: number }) => g.game_id)).toEqual([1001]);
    const byCategory = (
      await get('/api/get_slot_game?page_index=1&page_size=30&cat_id=favorite', bearer(token))
    ).json();
    expect(byCategory.total).toBe(1);
    expect(byCategory.data[0].is_favorite).toBe(true);
    const removed = await get('/api/AddToFavorite?game_id=1001', bearer(token));
    expect(removed.json()).toMatchObject({
      is_favorite: false,
      message: 'Game removed from favorites!',
    });
  });

  it("a guest's repeated list is answered the same, and never with a player's favourites", async () => {
    const url = '/api/get_slot_game?page_index=1&page_size=12&type=1&pro_id=37';
    const first = await get(url);
    await get('/api/AddToFavorite?game_id=1001', bearer(token));
    const asPlayer = (await get(url, bearer(token))).json();
    const again = await get(url);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(again.json().data.every((g: { is_favorite: boolean }) => g.is_favorite === false)).toBe(
      true,
    );
    expect(asPlayer.data.find((g: { game_id: number }) => g.game_id === 1001)?.is_favorite).toBe(
      true,
    );
    expect(Object.keys(again.json().data[0]).sort()).toEqual(
      ['game_id', 'image', 'is_favorite', 'name', 'provider_id', 'provider_name', 'type'].sort(),
    );
    await get('/api/AddToFavorite?game_id=1001', bearer(token));
  });

  it('needs a token and a known game', async () => {
    expect((await get('/api/AddToFavorite?game_id=1001')).statusCode).toBe(401);
    expect((await get('/api/GetGameFavorite?page_index=1&page_size=30')).statusCode).toBe(401);
    expect((await get('/api/get_slot_game?cat_id=favorite')).statusCode).toBe(401);
    expect((await get('/api/AddToFavorite?game_id=999999', bearer(token))).statusCode).toBe(404);
    expect((await get('/api/AddToFavorite?game_id=-1', bearer(token))).statusCode).toBe(400);
    expect((await get('/api/AddToFavorite', bearer(token))).statusCode).toBe(400);
  });
});

describe('providers, categories, content', () => {
  it('pages providers by 3 and lists them for filter bars', async () => {
    const first = (await get('/api/get_all_providers?page_index=1&type=1')).json();
    expect(first.data).toHaveLength(3);
    expect(first.data[0]).toMatchObject({ pro_id: 37, Alias: 'PRAGMATIC' });
    const names = (await get('/api/get_providers')).json().map((p: { Alias: string }) => p.Alias);
    expect(names).toEqual(
      expect.arrayContaining(['PRAGMATIC', 'OUTCOMEBET', 'FIABLE', 'BSWGAMES', 'XPG', 'EVOLUTION']),
    );
    const categories = (await get('/api/GetAllCategories?type=2')).json();
    expect(categories.length).toBeGreaterThan(3);
    expect(categories[0]).toHaveProperty('cat_id');
  });

  it('names the categories in the language asked for (French by default)', async () => {
    const named = async (language?: string) =>
      Object.fromEntries(
        (await get('/api/GetAllCategories?type=1', language ? { 'accept-language': language } : {}))
          .json()
          .map((c: { cat_id: number; name: string }) => [c.cat_id, c.name]),
      );
    expect((await named('en'))[11]).toBe('New');
    expect((await named('fr-FR,fr;q=0.9'))[11]).toBe('Nouveautés');
    expect((await named())[16]).toBe('Achat de bonus');
    expect((await named('ar'))[11]).toBe('جديد');
    expect(Object.values(await named('ar')).every((name) => /[\u0600-\u06ff]/.test(name))).toBe(
      true,
    );
  });

  it('serves banners, jackpot pools, latest jackpots (both spellings), top winners and artwork', async () => {
    const banners = (await get('/api/banners')).json();
    expect(banners.filter((b: { isMobile: boolean }) => b.isMobile)).toHaveLength(4);
    expect(banners.filter((b: { isMobile: boolean }) => !b.isMobile)).toHaveLength(4);
    expect((await get('/api/jackpots')).json()).toMatchObject({
      diamond: 80_000_000,
      currency: 'TND',
    });
    expect((await get('/api/LatestJackpot')).json()).toHaveProperty('latest_jackpots');
    expect((await get('/api/LatestJackpot%20')).statusCode).toBe(200);
    expect(Array.isArray((await get('/api/top_winners')).json())).toBe(true);
    const art = await get('/api/assets/games/1001.svg');
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
    expect((await get(banners[0].url)).statusCode).toBe(200);
    expect((await get('/api/assets/providers/pragmatic.svg')).statusCode).toBe(200);
    expect((await get('/api/assets/games/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/api/docs/json')).json().paths).toHaveProperty('/api/get_slot_game');
  });
});
