import type { Game, GameListResponse } from '@casino/shared/api';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from '@rstest/core';
import { $tokenPresent } from '../../entities/session';
import { toggleFavouriteFx } from '../game-actions';
import { createGameRail } from './model';

const game = (id: number): Game => ({
  game_id: id,
  name: `Game ${id}`,
  image: '',
  provider_id: 37,
  provider_name: 'P',
  type: 1,
  is_favorite: false,
});

function catalogue(total: number) {
  const pages: number[] = [];
  const handler = async ({ pageIndex }: { pageIndex: number }): Promise<GameListResponse> => {
    pages.push(pageIndex);
    const start = (pageIndex - 1) * 12;
    const data = Array.from({ length: Math.max(0, Math.min(12, total - start)) }, (_, index) =>
      game(start + index + 1),
    );
    return {
      data,
      total,
      paginationInfo: {
        page_index: pageIndex,
        page_size: 12,
        total,
        last_page: Math.ceil(total / 12),
        hasNextPage: start + data.length < total,
      },
    };
  };
  return { pages, handler };
}

const config = {
  id: 'test',
  type: 1 as const,
  providerId: 37,
  category: null,
  pageSize: 12,
  link: '/casino/preview',
};

describe('game rail', () => {
  it('pages on desktop with previous and next, replacing the list, from page 1', async () => {
    const rail = createGameRail(config);
    const fake = catalogue(30);
    const scope = fork({ handlers: [[rail.fetchPageFx, fake.handler]] });
    await allSettled(rail.Gate.open, { scope, params: {} });
    expect(scope.getState(rail.$page)).toBe(1);
    expect(scope.getState(rail.$hasPrevious)).toBe(false);
    await allSettled(rail.nextClicked, { scope });
    await allSettled(rail.nextClicked, { scope });
    expect(scope.getState(rail.$games).map((g) => g.game_id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(scope.getState(rail.$hasNext)).toBe(false);
    await allSettled(rail.nextClicked, { scope });
    await allSettled(rail.previousClicked, { scope });
    expect(scope.getState(rail.$page)).toBe(2);
    expect(scope.getState(rail.$games)).toHaveLength(12);
    expect(fake.pages).toEqual([1, 2, 3, 2]);
  });

  it('appends the next page on mobile when the end shows, until all are loaded', async () => {
    const rail = createGameRail(config);
    const fake = catalogue(20);
    const scope = fork({ handlers: [[rail.fetchPageFx, fake.handler]] });
    await allSettled(rail.Gate.open, { scope, params: {} });
    await allSettled(rail.endReached, { scope });
    await allSettled(rail.endReached, { scope });
    expect(scope.getState(rail.$games)).toHaveLength(20);
    expect(fake.pages).toEqual([1, 2]);
  });

  it('shows Server Down on failure and retries with the first page', async () => {
    const rail = createGameRail(config);
    const fake = catalogue(12);
    let failing = true;
    const scope = fork({
      handlers: [
        [
          rail.fetchPageFx,
          (params: { pageIndex: number }) =>
            failing ? Promise.reject(new Error('Server error')) : fake.handler(params),
        ],
      ],
    });
    await allSettled(rail.Gate.open, { scope, params: {} });
    expect(scope.getState(rail.$failed)).toBe(true);
    failing = false;
    await allSettled(rail.retryClicked, { scope });
    expect(scope.getState(rail.$failed)).toBe(false);
    expect(fake.pages).toEqual([1]);
    expect(scope.getState(rail.$games)).toHaveLength(12);
  });

  it('flips a toggled favourite in place, and reloads the favourites rail', async () => {
    const rail = createGameRail(config);
    const favourites = createGameRail({ ...config, id: 'fav', favourites: true });
    const fake = catalogue(5);
    const scope = fork({
      values: [[$tokenPresent, true]],
      handlers: [
        [rail.fetchPageFx, fake.handler],
        [favourites.fetchPageFx, fake.handler],
        [toggleFavouriteFx, async () => ({ gameId: 3, isFavorite: true })],
      ],
    });
    await allSettled(rail.Gate.open, { scope, params: {} });
    await allSettled(favourites.Gate.open, { scope, params: {} });
    await allSettled(toggleFavouriteFx, { scope, params: { gameId: 3 } });
    expect(scope.getState(rail.$games).find((g) => g.game_id === 3)?.is_favorite).toBe(true);
    expect(fake.pages).toEqual([1, 1, 1]);
  });

  it('reloads on login and logout, but never asks a guest for favourites', async () => {
    const rail = createGameRail(config);
    const favourites = createGameRail({ ...config, id: 'fav', favourites: true });
    const slots = catalogue(12);
    const favs = catalogue(2);
    const scope = fork({
      values: [[$tokenPresent, true]],
      handlers: [
        [rail.fetchPageFx, slots.handler],
        [favourites.fetchPageFx, favs.handler],
      ],
    });
    await allSettled(rail.Gate.open, { scope, params: {} });
    await allSettled(favourites.Gate.open, { scope, params: {} });
    await allSettled($tokenPresent, { scope, params: false });
    expect(slots.pages).toEqual([1, 1]);
    expect(favs.pages).toEqual([1]);
  });

  it('skeletons until a first answer; an empty favourites row (hidden by the page) comes back with the first heart, and is asked again for the next player', async () => {
    const favourites = createGameRail({ ...config, id: 'fav', favourites: true });
    let favouriteIds: number[] = [];
    const asked: number[] = [];
    const handler = async ({ pageIndex }: { pageIndex: number }): Promise<GameListResponse> => {
      asked.push(pageIndex);
      const data = favouriteIds.map(game);
      return {
        data,
        total: data.length,
        paginationInfo: {
          page_index: 1,
          page_size: 12,
          total: data.length,
          last_page: 1,
          hasNextPage: false,
        },
      };
    };
    const scope = fork({
      values: [[$tokenPresent, true]],
      handlers: [
        [favourites.fetchPageFx, handler],
        [toggleFavouriteFx, async () => ({ gameId: 3, isFavorite: true })],
      ],
    });
    expect(scope.getState(favourites.$answered)).toBe(false);
    await allSettled(favourites.Gate.open, { scope, params: {} });
    expect(scope.getState(favourites.$answered)).toBe(true);
    expect(scope.getState(favourites.$games)).toEqual([]);
    // The page no longer shows the row: its gate closes.
    await allSettled(favourites.Gate.close, { scope, params: {} });
    favouriteIds = [3];
    await allSettled(toggleFavouriteFx, { scope, params: { gameId: 3 } });
    expect(scope.getState(favourites.$games).map((g) => g.game_id)).toEqual([3]);
    await allSettled($tokenPresent, { scope, params: false });
    expect(scope.getState(favourites.$answered)).toBe(false);
    expect(scope.getState(favourites.$games)).toEqual([]);
    expect(asked).toEqual([1, 1]);
  });
});
