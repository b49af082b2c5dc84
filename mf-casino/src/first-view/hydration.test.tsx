/**
 * A list's server markup is the app's first render: mounted on it, the app hydrates it (the
 * heading, the grid and the first tile's picture the server drew are the ones on screen once the
 * list has its own answer) and React reports no difference, not even an attribute (React's
 * development build logs those as errors). What the player typed into the search box before the
 * app ran is kept. The providers' pages: provider-list-hydration.test.tsx.
 */
import { reactLifecycles } from '@casino/shared/app';
import { until } from '@casino/shared/first-view/testing';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import { CasinoRoutes } from '../routes';
import { initPageTexts, servedPage, serverMarkupProps as props, tileGames } from './served-page';

const games = tileGames(20, 1);
const data = {
  categories: [{ cat_id: 4, name: 'Slots' }],
  providers: [{ pro_id: 38, Alias: 'Studio', Image: '/p/38.svg' }],
  games: { data: games, total: games.length },
};

describe('a game list hydrates its server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(initPageTexts);
  afterEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  it('keeps the nodes the server drew and the text typed meanwhile, with nothing reported', async () => {
    const container = servedPage('/casino/preview', data);
    const heading = container.querySelector('h1');
    const grid = container.querySelector('ul');
    const picture = container.querySelector('img[data-first-view="tile"]');
    expect(picture).not.toBeNull();
    expect(container.querySelectorAll('.cs-tile')).toHaveLength(16);
    const search = container.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.value = 'Game 1';

    const app = reactLifecycles(CasinoRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // The list's own answer (the page's embedded copy, taken by the API client): all its tiles.
    await until(() => container.querySelectorAll('.cs-tile').length === games.length);

    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('ul')).toBe(grid);
    expect(container.querySelector('.cs-tile img')).toBe(picture);
    expect(container.querySelector('input[type="search"]')).toBe(search);
    expect(search.value).toBe('Game 1');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });
});
