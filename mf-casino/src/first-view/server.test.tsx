/** mf-casino's first-view renderer: what the edge gets back for the lists it declares. */
import { describe, expect, it } from '@rstest/core';
import { firstView } from './server';

const games = Array.from({ length: 20 }, (_, index) => ({
  game_id: index + 1,
  name: `Game ${index + 1}`,
  provider_name: 'Studio',
  image: `/providers/studio/tiles/${index + 1}.svg`,
  is_favorite: false,
}));
const data = {
  categories: [{ cat_id: 4, name: 'Slots' }],
  providers: [{ pro_id: 38, Alias: 'Studio <TN>' }],
  games: { data: games },
};

describe('mf-casino first view', () => {
  it('declares the public lists each page shows first, embedded for the app, hydrated', () => {
    expect(firstView.pages['/live_casino/preview']).toEqual({
      data: {
        categories: '/api/GetAllCategories?type=2',
        providers: '/api/get_providers?type=2',
        games: '/api/get_slot_game?page_index=1&page_size=30&type=2',
      },
      embed: ['categories', 'providers', 'games'],
      hydrate: true,
    });
    expect(Object.keys(firstView.pages)).toEqual(
      expect.arrayContaining(['/casino/preview', '/crash/preview', '/top_game']),
    );
  });

  it("draws the title, both rows with 'All' pressed, the search box and the first 16 tiles in the page's language", () => {
    const output = firstView.render({ path: '/casino/preview', language: 'ar', data })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('h1')?.textContent).toBe('الكازينو');
    expect(
      [...page.querySelectorAll('[aria-pressed="true"]')].map((button) => button.textContent),
    ).toEqual(['الكل', 'الكل']);
    expect(page.querySelector('[role="group"]:nth-of-type(2)')?.textContent).toContain(
      'Studio <TN>',
    );
    expect(page.querySelectorAll('.cs-tile')).toHaveLength(16);
    const first = page.querySelector('img[data-first-view="tile"]')!;
    expect(first.getAttribute('src')).toBe(games[0]!.image);
    expect(first.getAttribute('elementtiming')).toBe('first-view');
    expect(page.querySelectorAll('[data-first-view]')).toHaveLength(1);
    expect(output.preload).toEqual([{ href: games[0]!.image }]);
  });

  it('draws the skeletons the app shows while loading for what the server could not get', () => {
    const output = firstView.render({
      path: '/casino/preview',
      language: 'fr',
      data: { categories: data.categories },
    })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('h1')?.textContent).toBe('Casino');
    // The categories drawn, the providers' row and the tiles as the app's skeletons.
    expect(page.querySelector('[role="group"]')?.textContent).toContain('Slots');
    expect(page.querySelectorAll('[role="status"][aria-busy="true"]')).toHaveLength(1);
    expect(page.querySelectorAll('ul[aria-busy="true"] > li[aria-hidden="true"]')).toHaveLength(30);
    expect(page.querySelectorAll('.cs-tile, [data-first-view]')).toHaveLength(0);
    expect(output.preload).toEqual([]);
  });

  it("draws the favourites page from no data at all: a private page shows nobody's games", () => {
    expect(firstView.pages['/favorite']).toEqual({ data: {}, hydrate: true });
    const output = firstView.render({ path: '/favorite', language: 'ar', data: {} })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('h1')?.textContent).toBeTruthy();
    expect(page.querySelectorAll('[role="status"][aria-busy="true"]')).toHaveLength(1);
    expect(page.querySelectorAll('ul[aria-busy="true"] > li')).toHaveLength(30);
  });

  it('draws nothing for a path it does not know', () => {
    expect(firstView.render({ path: '/elsewhere', language: 'fr', data })).toBeNull();
  });

  it("draws the tiles' skeletons when a first tile would show another origin", () => {
    const foreign = { ...data, games: { data: [{ ...games[0]!, image: '//cdn.example/x.png' }] } };
    const output = firstView.render({ path: '/casino/preview', language: 'fr', data: foreign })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelectorAll('.cs-tile, img')).toHaveLength(0);
    expect(page.querySelectorAll('ul[aria-busy="true"] > li[aria-hidden="true"]')).toHaveLength(30);
    expect(output.preload).toEqual([]);
  });

  it("draws Pragmatic Play's page on its provider: its games asked for, its provider pressed", () => {
    expect(firstView.pages['/pragmatic']!.data.games).toBe(
      '/api/get_slot_game?page_index=1&page_size=30&type=1&pro_id=37',
    );
    const pragmatic = {
      ...data,
      providers: [...data.providers, { pro_id: 37, Alias: 'Pragmatic' }],
    };
    const output = firstView.render({ path: '/pragmatic', language: 'ar', data: pragmatic })!;
    const page = document.createElement('div');
    page.innerHTML = output.html;
    expect(page.querySelector('h1')?.textContent).toBe('براغماتيك بلاي');
    const pressed = [...page.querySelectorAll('[aria-pressed="true"]')].map((b) => b.textContent);
    expect(pressed).toEqual(['الكل', 'Pragmatic']);
    expect(page.querySelectorAll('.cs-tile')).toHaveLength(16);
  });
});
