/**
 * The game list screen (casino, live casino, crash, favourites, top games). Filters live in the
 * URL (p, c, s); the view hands them over through the gate, and any change starts again at page 1.
 */
import {
  ApiError,
  type Category,
  type Game,
  type GameListResponse,
  type GameType,
  type Provider,
} from '@casino/shared/api';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  fetchCategories,
  fetchFavouriteGames,
  fetchGames,
  fetchProviders,
  replaceFavourite,
} from '../../entities/game';
import { $isMobile, $language, $tokenPresent } from '../../entities/session';
import { favouriteChanged } from '../../features/game-actions';

export const PAGE_SIZE_DESKTOP = 30;
export const PAGE_SIZE_MOBILE = 27;
export const FAVORITE_CATEGORY = 'favorite';

export interface ListFilters {
  type: GameType;
  /** The /favorite route, or the favourite category chosen in the filter bar. */
  favourites: boolean;
  providerId: number | null;
  categoryId: number | null;
  search: string;
}

interface PageRequest {
  filters: ListFilters;
  pageIndex: number;
  pageSize: number;
}

/** The URL's query as the lists read it: 'null' or empty means none. */
export function filtersFromQuery(
  type: GameType,
  favouritesRoute: boolean,
  query: URLSearchParams,
): ListFilters {
  const number = (value: string | null) =>
    value && value !== 'null' && Number.isInteger(Number(value)) ? Number(value) : null;
  const category = query.get('c');
  return {
    type,
    favourites: favouritesRoute || category === FAVORITE_CATEGORY,
    providerId: number(query.get('p')),
    categoryId: category === FAVORITE_CATEGORY ? null : number(category),
    search: (query.get('s') ?? '').trim(),
  };
}

const sameFilters = (a: ListFilters | null, b: ListFilters) =>
  a !== null &&
  a.type === b.type &&
  a.favourites === b.favourites &&
  a.providerId === b.providerId &&
  a.categoryId === b.categoryId &&
  a.search === b.search;

export const GameListGate = createGate<ListFilters>();
export const loadMoreClicked = createEvent();
export const retryClicked = createEvent();

export const fetchPageFx = createEffect(
  ({ filters, pageIndex, pageSize }: PageRequest): Promise<GameListResponse> => {
    const query = {
      type: filters.type,
      pageIndex,
      pageSize,
      providerId: filters.providerId,
      search: filters.search || null,
    };
    return filters.favourites
      ? fetchFavouriteGames(query)
      : fetchGames({ ...query, categoryId: filters.categoryId });
  },
);
export const fetchProvidersFx = createEffect(fetchProviders);
export const fetchCategoriesFx = createEffect(fetchCategories);

export const $filters = createStore<ListFilters | null>(null, { skipVoid: false });
export const $page = createStore(1);
export const $games = createStore<Game[]>([]);
export const $total = createStore(0);
export const $failed = createStore(false);
/**
 * Whether the list for the filters shown has its answer (games, none, or a failure): until then
 * the list is loading, so that a page opened on a slow API shows its skeletons, never "no game".
 */
const $answered = createStore(false);
export const $loading = combine(
  fetchPageFx.pending,
  $answered,
  (pending, answered) => pending || !answered,
);
export const $pageSize = $isMobile.map((mobile) => (mobile ? PAGE_SIZE_MOBILE : PAGE_SIZE_DESKTOP));
/** More is offered while fewer games are loaded than the server counts. */
export const $hasMore = sample({
  source: { games: $games, total: $total },
  fn: ({ games, total }) => games.length < total,
});
export const $providers = createStore<Provider[] | null>(null, { skipVoid: false });
export const $categories = createStore<Category[] | null>(null, { skipVoid: false });

const filtersMoved = sample({
  clock: [GameListGate.open, GameListGate.state.updates],
  source: $filters,
  filter: (current, next) => !sameFilters(current, next),
  fn: (previous, next) => ({ previous, next }),
});
const filtersChanged = filtersMoved.map(({ next }) => next);
const typeChanged = sample({
  clock: filtersMoved,
  filter: ({ previous, next }) => previous?.type !== next.type,
  fn: ({ next }) => next.type,
});

$filters.on(filtersChanged, (_, next) => next);
$page.on(filtersChanged, () => 1);
$games.on(filtersChanged, () => []);
$total.on(filtersChanged, () => 0);
$failed.on(filtersChanged, () => false);

// A guest has no favourites to ask for (the API would answer 401): the list stays empty.
const mayFetch = (filters: ListFilters, token: boolean) => !filters.favourites || token;
sample({
  clock: filtersChanged,
  source: { pageSize: $pageSize, token: $tokenPresent },
  filter: ({ token }, filters) => mayFetch(filters, token),
  fn: ({ pageSize }, filters) => ({ filters, pageIndex: 1, pageSize }),
  target: fetchPageFx,
});
// Logging in or out changes the favourite flags (and the favourites): start again at page 1.
const sessionMoved = sample({
  clock: $tokenPresent.updates,
  source: { filters: $filters, pageSize: $pageSize },
  filter: ({ filters }) => filters !== null,
});
sample({
  clock: sessionMoved,
  source: $tokenPresent,
  filter: (token, { filters }) => mayFetch(filters as ListFilters, token),
  fn: (_, { filters, pageSize }) => ({ filters: filters as ListFilters, pageIndex: 1, pageSize }),
  target: fetchPageFx,
});
// A guest's favourites list asks nothing: it is answered (empty) at once.
$answered.on(
  sample({
    clock: filtersChanged,
    source: $tokenPresent,
    filter: (token, filters) => !mayFetch(filters, token),
  }),
  () => true,
);
$games.on(
  sample({
    clock: sessionMoved,
    source: $tokenPresent,
    filter: (token, { filters }) => !mayFetch(filters as ListFilters, token),
  }),
  () => [],
);
sample({
  clock: loadMoreClicked,
  source: {
    filters: $filters,
    page: $page,
    pageSize: $pageSize,
    hasMore: $hasMore,
    loading: $loading,
  },
  filter: ({ filters, hasMore, loading }) => filters !== null && hasMore && !loading,
  fn: ({ filters, page, pageSize }) => ({
    filters: filters as ListFilters,
    pageIndex: page + 1,
    pageSize,
  }),
  target: fetchPageFx,
});
sample({
  clock: retryClicked,
  source: { filters: $filters, pageSize: $pageSize },
  filter: ({ filters }) => filters !== null,
  fn: ({ filters, pageSize }) => ({ filters: filters as ListFilters, pageIndex: 1, pageSize }),
  target: fetchPageFx,
});

// An answer for filters no longer shown is dropped (the player typed on, or changed provider).
const pageArrived = sample({
  clock: fetchPageFx.done,
  source: $filters,
  filter: (filters, { params }) => sameFilters(filters, params.filters),
  fn: (_, done) => done,
});
$games.on(pageArrived, (games, { params, result }) =>
  params.pageIndex === 1 ? result.data : [...games, ...result.data],
);
$total.on(pageArrived, (_, { result }) => result.total);
$page.on(pageArrived, (_, { params }) => params.pageIndex);
$failed.on(pageArrived, () => false);
const pageFailed = sample({
  clock: fetchPageFx.fail,
  source: $filters,
  filter: (filters, { params }) => sameFilters(filters, params.filters),
  fn: (_, { error }) => error,
});
$failed.on(pageFailed, () => true);
/**
 * Whether a list has had an answer of its own since the app started: until then the list may
 * draw the first page the edge embedded in the page (first-page.ts).
 */
export const $answeredOnce = createStore(false).on([pageArrived, pageFailed], () => true);
$answered
  .on(filtersChanged, () => false)
  .on([pageArrived, pageFailed], () => true)
  .reset(GameListGate.close);
/** What the server said, when it said something; the view falls back to 'Server Down'. */
export const $failureMessage = createStore<string | null>(null, { skipVoid: false })
  .on(pageFailed, (_, error) => {
    const body =
      error instanceof ApiError ? (error.body as { message?: unknown } | undefined) : undefined;
    return typeof body?.message === 'string' && body.message ? body.message : null;
  })
  .reset(pageArrived, filtersChanged);

// In the favourites list a game that stops being a favourite leaves it: reload from page 1.
$games.on(favouriteChanged, (games, { gameId, isFavorite }) =>
  replaceFavourite(games, gameId, isFavorite),
);
sample({
  clock: favouriteChanged,
  source: { filters: $filters, pageSize: $pageSize },
  filter: ({ filters }) => filters?.favourites === true,
  fn: ({ filters, pageSize }) => ({ filters: filters as ListFilters, pageIndex: 1, pageSize }),
  target: fetchPageFx,
});

$providers
  .on(typeChanged, () => null)
  .on(fetchProvidersFx.doneData, (_, providers) => providers)
  .on(fetchProvidersFx.fail, () => []);
$categories
  .on(typeChanged, () => null)
  .on(fetchCategoriesFx.doneData, (_, categories) => categories)
  .on(fetchCategoriesFx.fail, () => []);
sample({ clock: typeChanged, target: [fetchProvidersFx, fetchCategoriesFx] });
// Category names are in the page's language: a switch asks again, the list stays.
sample({
  clock: $language.updates,
  source: $filters,
  filter: (filters) => filters !== null,
  fn: (filters) => (filters as ListFilters).type,
  target: fetchCategoriesFx,
});
// Leaving the list forgets its filters, so coming back loads afresh.
$filters.reset(GameListGate.close);
