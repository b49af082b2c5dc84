/**
 * @rstest-environment node
 *
 * The lobby previews' first view: the edge asks the API for the list's first data and the HTML
 * draws it (title, filter rows, search, the first tiles as plain images, the first one the
 * largest paint), in the page's language, from mf-casino's deployed texts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { withFirstLoadHints } from './first-load';
import { PREVIEW_TILES, previewFirstData, previewFirstViewHtml } from './preview-first-view';

const texts = { title: 'Casino', all: 'Tous', gameName: 'Nom du jeu', search: 'Rechercher' };
const games = (count: number, image = (index: number) => `/art/${index}.svg`) =>
  Array.from({ length: count }, (_, index) => ({
    game_id: index,
    name: `Game ${index}`,
    provider_name: 'Studio',
    image: image(index),
  }));

describe('previewFirstViewHtml', () => {
  it('draws the list with the first tile as the largest paint and escapes every name', () => {
    const html = previewFirstViewHtml(texts, {
      categories: ['Slots <b>'],
      providers: ['A & B'],
      tiles: [
        { name: 'First "one"', provider: 'P', image: '/a.svg?x="1"' },
        { name: 'Second', provider: 'P', image: '/b.svg' },
      ],
    });
    expect(html).toContain('<h1 class="splash__list-title">Casino</h1>');
    expect(html).toContain('<span class="splash__filter">Slots &lt;b&gt;</span>');
    expect(html).toContain('<span class="splash__filter">A &amp; B</span>');
    expect(html).toContain(
      '<img src="/a.svg?x=&quot;1&quot;" alt="" fetchpriority="high" data-first-view="tile" elementtiming="first-view" />',
    );
    expect(html).toContain('<img src="/b.svg" alt="" />');
    expect(html.match(/data-first-view/g)).toHaveLength(1);
    expect(html).not.toContain('loading="lazy"');
  });
});

describe('previewFirstData', () => {
  let api: Server;
  let apiUrl: string;
  const asked: string[] = [];
  let gameList = games(30);
  beforeAll(async () => {
    api = createServer((request, response) => {
      asked.push(`${request.url} ${request.headers['accept-language']}`);
      const url = new URL(request.url ?? '/', 'http://x');
      response.setHeader('Content-Type', 'application/json');
      const type = url.searchParams.get('type');
      if (url.pathname === '/api/GetAllCategories')
        return response.end(JSON.stringify([{ cat_id: 1, name: `Cat ${type}` }]));
      if (url.pathname === '/api/get_providers')
        return response.end(JSON.stringify([{ pro_id: 2, Alias: 'Studio' }]));
      if (url.pathname === '/api/get_slot_game')
        return response.end(JSON.stringify({ total: 40, data: gameList }));
      response.statusCode = 404;
      response.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it("the first tiles of the preview's type in the page's language; the public lists embedded as the app asks for them", async () => {
    const data = await previewFirstData(apiUrl)('/live_casino/preview', 'ar');
    expect(asked).toContain('/api/get_slot_game?page_index=1&page_size=30&type=2 ar');
    expect(data?.lists.tiles).toHaveLength(PREVIEW_TILES);
    expect(data?.lists.categories).toEqual(['Cat 2']);
    expect(data?.images).toEqual([{ href: '/art/0.svg' }]);
    expect(Object.keys(data?.apiAnswers ?? {})).toEqual([
      '/api/GetAllCategories?type=2',
      '/api/get_providers?type=2',
    ]);
  });

  it('another page, a tile from another origin, or an API that does not answer: no first view', async () => {
    const data = previewFirstData(apiUrl);
    expect(await data('/casino', 'fr')).toBeUndefined();
    gameList = games(30, (index) => (index === 3 ? '//evil.example/x.svg' : `/art/${index}.svg`));
    expect(await data('/casino/preview', 'fr')).toBeUndefined();
    gameList = games(30);
    expect(
      await previewFirstData('http://127.0.0.1:9', { timeoutMs: 200 })('/casino/preview', 'fr'),
    ).toBeUndefined();
  });
});

describe('withFirstLoadHints on a preview', () => {
  it("writes the list into the splash with mf-casino's deployed texts, and defers the code until it paints", () => {
    const site = mkdtempSync(join(tmpdir(), 'preview-first-view-'));
    const dir = join(site, 'remotes', 'mf-casino', '1.0.0');
    mkdirSync(join(dir, 'locales'), { recursive: true });
    writeFileSync(
      join(dir, 'locales', 'ar.json'),
      JSON.stringify({
        title: { casino: 'كازينو', liveCasino: 'كازينو مباشر' },
        list: { all: 'الكل', gameName: 'اسم اللعبة', search: 'بحث' },
      }),
    );
    const html = withFirstLoadHints({
      html: '<!doctype html><html lang="fr" dir="ltr"><head></head><body><!-- first view --><script defer src="/s.js"></script></body></html>',
      path: '/live_casino/preview',
      remotesFile: {
        remotes: {
          mf_casino: {
            entry: '/remotes/mf-casino/1.0.0/mf-manifest.json',
            published: { routes: [{ path: '/live_casino' }] },
          },
        },
      },
      siteRoot: site,
      language: 'ar',
      preview: {
        categories: [],
        providers: [],
        tiles: [{ name: 'G', provider: 'P', image: '/g.svg' }],
      },
    });
    expect(html).toContain('<h1 class="splash__list-title">كازينو مباشر</h1>');
    expect(html).toContain('data-first-view="tile"');
    expect(html).toContain('id="deferred-start"');
    expect(html).not.toContain('<script defer src="/s.js">');
  });
});
