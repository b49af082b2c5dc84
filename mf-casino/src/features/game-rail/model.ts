/**
 * One rail of games (docs/product.md#home): a page of games of one type (and provider). Desktop
 * pages with previous/next, replacing the list; mobile appends the next page when the end shows.
 * Page index starts at 1. A failure shows 'Server Down'; retry asks for the first page again.
 * Which rails a page shows is the page's choice (`GameRailSpec`, the home page's through the
 * exposed `./game-rail`); the games, tiles and actions are ours.
 */
import type { Game, GameListResponse } from '@casino/shared/api';
import type { GameRailSpec } from '@casino/shared/remotes';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchFavouriteGames, fetchGames, replaceFavourite } from '../../entities/game';
import { $tokenPresent } from '../../entities/session';
import { favouriteChanged } from '../game-actions';

/** What a rail shows; its title comes translated with each render (`GameRailSpec`). */
export type RailConfig = Omit<GameRailSpec, 'title'>;

interface PageRequest {
  pageIndex: number;
  append: boolean;
}

export function createGameRail(config: RailConfig) {
  const Gate = createGate();
  const nextClicked = createEvent();
  const previousClicked = createEvent();
  const endReached = createEvent();
  const retryClicked = createEvent();

  const fetchPageFx = createEffect(({ pageIndex }: PageRequest): Promise<GameListResponse> => {
    const query = {
      type: config.type,
      providerId: config.providerId,
      pageIndex,
      pageSize: config.pageSize,
    };
    return config.favourites ? fetchFavouriteGames(query) : fetchGames(query);
  });

  const $games = createStore<Game[]>([]);
  const $page = createStore(1);
  const $total = createStore(0);
  const $failed = createStore(false);
  const $loading = fetchPageFx.pending;
  const $hasPrevious = $page.map((page) => page > 1);
  const $hasNext = sample({
    source: { page: $page, total: $total },
    fn: ({ page, total }) => page * config.pageSize < total,
  });

  const firstPage = (): PageRequest => ({ pageIndex: 1, append: false });
  sample({ clock: [Gate.open, retryClicked], fn: firstPage, target: fetchPageFx });
  // Logging in or out changes the favourite flags (and the favourites themselves).
  // (A guest has no favourites: that rail is leaving the page, and the API would answer 401.)
  sample({
    clock: $tokenPresent.updates,
    source: Gate.status,
    filter: (open, token) => open && (token || !config.favourites),
    fn: firstPage,
    target: fetchPageFx,
  });

  const idle = { page: $page, hasNext: $hasNext, loading: $loading };
  sample({
    clock: nextClicked,
    source: idle,
    filter: ({ hasNext, loading }) => hasNext && !loading,
    fn: ({ page }) => ({ pageIndex: page + 1, append: false }),
    target: fetchPageFx,
  });
  sample({
    clock: previousClicked,
    source: idle,
    filter: ({ page, loading }) => page > 1 && !loading,
    fn: ({ page }) => ({ pageIndex: page - 1, append: false }),
    target: fetchPageFx,
  });
  sample({
    clock: endReached,
    source: idle,
    filter: ({ hasNext, loading }) => hasNext && !loading,
    fn: ({ page }) => ({ pageIndex: page + 1, append: true }),
    target: fetchPageFx,
  });

  $games.on(fetchPageFx.done, (games, { params, result }) =>
    params.append ? [...games, ...result.data] : result.data,
  );
  $page.on(fetchPageFx.done, (_, { params }) => params.pageIndex);
  $total.on(fetchPageFx.doneData, (_, result) => result.total);
  $failed.on(fetchPageFx.done, () => false).on(fetchPageFx.fail, () => true);
  /** A first answer (games or failure) has come: before it the rail shows skeletons, never 'no game'. */
  const $answered = createStore(false).on(fetchPageFx.finally, () => true);

  $games.on(favouriteChanged, (games, { gameId, isFavorite }) =>
    replaceFavourite(games, gameId, isFavorite),
  );
  if (config.favourites) {
    // Also while the row is hidden for having no favourite: the first heart brings it back.
    sample({
      clock: favouriteChanged,
      source: $tokenPresent,
      filter: Boolean,
      fn: firstPage,
      target: fetchPageFx,
    });
    // Another player (or none): nothing known of their favourites until the row asks again.
    $answered.reset($tokenPresent.updates);
    $games.reset($tokenPresent.updates);
  }

  return {
    config,
    Gate,
    nextClicked,
    previousClicked,
    endReached,
    retryClicked,
    fetchPageFx,
    $games,
    $page,
    $total,
    $failed,
    $loading,
    $answered,
    $hasPrevious,
    $hasNext,
  };
}

export type GameRailModel = ReturnType<typeof createGameRail>;

const rails = new Map<string, GameRailModel>();

/** The rail of this id, created on first use: its units live as long as the page. */
export function railFor({ title: _title, ...config }: GameRailSpec): GameRailModel {
  let rail = rails.get(config.id);
  if (!rail) {
    rail = createGameRail(config);
    rails.set(config.id, rail);
  }
  return rail;
}
