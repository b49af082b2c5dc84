import type { Game, GameListResponse } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { $isMobile, $language, $tokenPresent } from '../../entities/session';
import { toggleFavouriteFx } from '../../features/game-actions';
import {
  $categories,
  $games,
  $hasMore,
  $loading,
  $page,
  fetchCategoriesFx,
  fetchPageFx,
  fetchProvidersFx,
  filtersFromQuery,
  GameListGate,
  loadMoreClicked,
  type ListFilters,
} from './model';

const game = (id: number): Game => ({
  game_id: id,
  name: `Game ${id}`,
  image: '',
  provider_id: 37,
  provider_name: 'P',
  type: 1,
  is_favorite: false,
});

/** A fake catalogue of `total` games answering any page. */
function catalogue(total: number) {
  const requests: { filters: ListFilters; pageIndex: number; pageSize: number }[] = [];
  const handler = async (request: (typeof requests)[number]): Promise<GameListResponse> => {
    requests.push(request);
    const start = (request.pageIndex - 1) * request.pageSize;
    const data = Array.from(
      { length: Math.max(0, Math.min(request.pageSize, total - start)) },
      (_, index) => game(start + index + 1),
    );
    return {
      data,
      total,
      paginationInfo: {
        page_index: request.pageIndex,
        page_size: request.pageSize,
        total,
        last_page: Math.ceil(total / request.pageSize),
        hasNextPage: start + data.length < total,
      },
    };
  };
  return { requests, handler };
}

function setup(mobile: boolean, total: number) {
  const fake = catalogue(total);
  const scope = fork({
    values: [
      [$isMobile, mobile],
      [$tokenPresent, true],
    ],
    handlers: [
      [fetchPageFx, fake.handler],
      [fetchProvidersFx, async () => []],
      [fetchCategoriesFx, async () => []],
    ],
  });
  return { scope, requests: fake.requests };
}

const casino = filtersFromQuery(1, false, new URLSearchParams(''));

describe('game list', () => {
  it('reads p, c and s from the URL, null meaning none', () => {
    expect(filtersFromQuery(1, false, new URLSearchParams('p=37&c=null&s=%20book%20'))).toEqual({
      type: 1,
      favourites: false,
      providerId: 37,
      categoryId: null,
      search: 'book',
    });
    expect(filtersFromQuery(2, false, new URLSearchParams('p=null&c=favorite')).favourites).toBe(
      true,
    );
  });

  it('pages by 30 on desktop, appending, while fewer than the total are loaded', async () => {
    const { scope, requests } = setup(false, 70);
    await allSettled(GameListGate.open, { scope, params: casino });
    expect(scope.getState($games)).toHaveLength(30);
    await allSettled(loadMoreClicked, { scope });
    await allSettled(loadMoreClicked, { scope });
    expect(scope.getState($games)).toHaveLength(70);
    expect(scope.getState($page)).toBe(3);
    expect(scope.getState($hasMore)).toBe(false);
    await allSettled(loadMoreClicked, { scope });
    expect(requests.map((request) => [request.pageIndex, request.pageSize])).toEqual([
      [1, 30],
      [2, 30],
      [3, 30],
    ]);
  });

  it('asks for the categories again in the new language, and not the games', async () => {
    const asked: number[] = [];
    const names = { fr: 'Nouveautés', ar: 'جديد' };
    const scope = fork({
      values: [
        [$isMobile, false],
        [$tokenPresent, true],
        [$language, 'fr'],
      ],
      handlers: [
        [fetchPageFx, catalogue(5).handler],
        [fetchProvidersFx, async () => []],
        [
          fetchCategoriesFx,
          async (type: number) => {
            asked.push(type);
            const language = scope.getState($language) as keyof typeof names;
            return [{ cat_id: 11, id: 11, name: names[language], type }];
          },
        ],
      ],
    });
    await allSettled(GameListGate.open, { scope, params: { ...casino, type: 2 } });
    expect(scope.getState($categories)?.[0]?.name).toBe('Nouveautés');
    const games = scope.getState($games);
    await allSettled($language, { scope, params: 'ar' });
    expect(asked).toEqual([2, 2]);
    expect(scope.getState($categories)?.[0]?.name).toBe('جديد');
    expect(scope.getState($games)).toBe(games);
  });

  it('pages by 27 on mobile', async () => {
    const { scope, requests } = setup(true, 100);
    await allSettled(GameListGate.open, { scope, params: casino });
    expect(requests[0]?.pageSize).toBe(27);
  });

  it('starts again at page 1 when a filter changes', async () => {
    const { scope, requests } = setup(false, 70);
    await allSettled(GameListGate.open, { scope, params: casino });
    await allSettled(loadMoreClicked, { scope });
    await allSettled(GameListGate.open, { scope, params: { ...casino, search: 'book' } });
    expect(requests.at(-1)).toMatchObject({ pageIndex: 1, filters: { search: 'book' } });
    expect(scope.getState($page)).toBe(1);
    expect(scope.getState($games)).toHaveLength(30);
  });

  it('drops the answer for filters no longer shown, even when it arrives last', async () => {
    // The first search answers slowly; the player has typed on by then.
    const answers: Record<string, Game[]> = { old: [game(1), game(2)], book: [game(9)] };
    const scope = fork({
      values: [
        [$isMobile, false],
        [$tokenPresent, true],
      ],
      handlers: [
        [
          fetchPageFx,
          async ({ filters }: { filters: ListFilters }): Promise<GameListResponse> => {
            const data = answers[filters.search] ?? [];
            if (filters.search === 'old') await new Promise((resolve) => setTimeout(resolve, 30));
            return {
              data,
              total: data.length,
              paginationInfo: {
                page_index: 1,
                page_size: 30,
                total: data.length,
                last_page: 1,
                hasNextPage: false,
              },
            };
          },
        ],
        [fetchProvidersFx, async () => []],
        [fetchCategoriesFx, async () => []],
      ],
    });
    const slow = allSettled(GameListGate.open, { scope, params: { ...casino, search: 'old' } });
    await allSettled(GameListGate.open, { scope, params: { ...casino, search: 'book' } });
    await slow;
    expect(scope.getState($games).map((shown) => shown.game_id)).toEqual([9]);
  });

  it('reloads the favourites list from page 1 when a favourite changes', async () => {
    const fake = catalogue(1);
    const scope = fork({
      values: [
        [$isMobile, false],
        [$tokenPresent, true],
      ],
      handlers: [
        [fetchPageFx, fake.handler],
        [fetchProvidersFx, async () => []],
        [fetchCategoriesFx, async () => []],
        [toggleFavouriteFx, async () => ({ gameId: 1, isFavorite: false })],
      ],
    });
    await allSettled(GameListGate.open, { scope, params: { ...casino, favourites: true } });
    await allSettled(toggleFavouriteFx, { scope, params: { gameId: 1 } });
    expect(fake.requests.map((request) => [request.pageIndex, request.filters.favourites])).toEqual(
      [
        [1, true],
        [1, true],
      ],
    );
  });

  it('asks nothing for a guest on the favourites list, and loads it once logged in', async () => {
    const { scope, requests } = setup(false, 3);
    await allSettled($tokenPresent, { scope, params: false });
    await allSettled(GameListGate.open, { scope, params: { ...casino, favourites: true } });
    expect(requests).toEqual([]);
    expect(scope.getState($games)).toEqual([]);
    expect(scope.getState($loading)).toBe(false);
    await allSettled($tokenPresent, { scope, params: true });
    expect(requests.map((request) => [request.pageIndex, request.filters.favourites])).toEqual([
      [1, true],
    ]);
    expect(scope.getState($games)).toHaveLength(3);
  });

  it('is loading from the start until the list is answered, never an empty list before', async () => {
    const { scope } = setup(false, 0);
    // Before the view hands over its filters nothing was asked: that is not "no game".
    expect(scope.getState($loading)).toBe(true);
    await allSettled(GameListGate.open, { scope, params: casino });
    expect(scope.getState($games)).toEqual([]);
    expect(scope.getState($loading)).toBe(false);
  });
});
