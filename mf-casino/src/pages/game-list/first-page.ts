/**
 * The list's first page as the page's first render draws it (docs/first-view.md, "Hydration"):
 * the filter rows and the first tiles from the public answers the edge fetched for the page and
 * embedded in it. The server's renderer and the app's first render in the browser read the same
 * answers through this module, so they draw the same markup, which the browser then hydrates.
 */
import type { Category, Game, GameType, Provider } from '@casino/shared/api';
import { useFirstRenderAnswer } from '@casino/shared/app/first-render';
import { useMemo } from 'react';
import { categoriesUrl, gamesUrl, providersUrl } from '../../entities/game';
import { PAGE_SIZE_DESKTOP, type ListFilters } from './model';

/** Tiles of the first page drawn at once: a 390×844 phone shows five rows of three, a 1366×900 desktop four of four. */
export const FIRST_VIEW_TILES = 16;

/** The answers a list's first page is drawn from, asked for exactly as the app asks for them. */
export function firstPageUrls(type: GameType, providerId?: number) {
  return {
    categories: categoriesUrl(type),
    providers: providersUrl(type),
    // The desktop's page size: the phone's first page is a prefix of it.
    games: gamesUrl({ type, pageIndex: 1, pageSize: PAGE_SIZE_DESKTOP, providerId }),
  };
}

export interface FirstPage {
  categories: Category[] | null;
  providers: Provider[] | null;
  /** The first tiles; null when the answer is missing, empty or unusable (its skeletons then). */
  games: Game[] | null;
}

const records = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)
    ? (value as Record<string, unknown>[])
    : null;

/** A picture of this site: the page's CSP allows no other origin's. */
export const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The answers as the first page draws them; anything malformed is drawn as still loading. */
export function readFirstPage(answers: {
  categories?: unknown;
  providers?: unknown;
  games?: unknown;
}): FirstPage {
  const games = records((answers.games as { data?: unknown } | undefined)?.data)?.slice(
    0,
    FIRST_VIEW_TILES,
  );
  return {
    categories: records(answers.categories) as Category[] | null,
    providers: records(answers.providers) as Provider[] | null,
    // Every tile or none: a tile left out would move the others from the app's boxes.
    games:
      games && games.length > 0 && games.every((game) => isLocalPath(game.image))
        ? (games as unknown as Game[])
        : null,
  };
}

/**
 * The page's first page, for the filters shown: its rows for the list's type, its tiles only while
 * the filters are the page's own (no category, search or other provider than the page's).
 */
export function useFirstPage(filters: ListFilters, defaultProviderId?: number): FirstPage {
  const urls = firstPageUrls(filters.type, defaultProviderId);
  const categories = useFirstRenderAnswer(urls.categories);
  const providers = useFirstRenderAnswer(urls.providers);
  const games = useFirstRenderAnswer(urls.games);
  // One object per set of answers: the list's view is memoised on it.
  const page = useMemo(
    () => readFirstPage({ categories, providers, games }),
    [categories, providers, games],
  );
  const own =
    !filters.favourites &&
    filters.categoryId === null &&
    filters.search === '' &&
    filters.providerId === (defaultProviderId ?? null);
  return useMemo(() => (own ? page : { ...page, games: null }), [own, page]);
}
