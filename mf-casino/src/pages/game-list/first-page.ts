/**
 * The list's first page as the page's first render draws it (docs/first-view.md, "Hydration"):
 * the public answers the first-view renderer declares for a lobby preview, by the URLs the app
 * asks them with, and what of them the first render may draw. The server and the browser read
 * the same answers (the edge embeds them), so both draw the same markup.
 */
import type { Category, GameListResponse, GameType, Provider } from '@casino/shared/api';
import { useFirstRenderAnswer } from '@casino/shared/app/first-render';
import { PAGE_SIZE_DESKTOP, type ListFilters } from './model';

/** Tiles of the first render: a 390×844 phone shows five rows of three, a 1366×900 desktop four of four. */
export const FIRST_VIEW_TILES = 16;

/** What the first render draws; null: no usable answer (the part's skeleton). */
export interface FirstPage {
  categories: Category[] | null;
  providers: Provider[] | null;
  games: GameListResponse | null;
}

/**
 * The answers a list's first page needs, by the URLs the app asks them with (the desktop's page:
 * the phone's is a prefix of it, so one answer serves both).
 */
export function firstPageUrls(type: GameType, providerId: number | null) {
  const provider = providerId === null ? '' : `&pro_id=${providerId}`;
  return {
    categories: `/api/GetAllCategories?type=${type}`,
    providers: `/api/get_providers?type=${type}`,
    games: `/api/get_slot_game?page_index=1&page_size=${PAGE_SIZE_DESKTOP}&type=${type}${provider}`,
  };
}

const records = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)
    ? (value as Record<string, unknown>[])
    : null;

/** A picture of this site: the page's CSP allows no other origin's. */
export const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/**
 * The answers as the first render may draw them: lists of records, and a page of games whose
 * pictures are all this site's (a tile left out would move the others from the app's boxes).
 */
export function firstPageOf(answers: {
  categories?: unknown;
  providers?: unknown;
  games?: unknown;
}): FirstPage {
  const games = answers.games as { data?: unknown; total?: unknown } | undefined;
  const tiles = records(games?.data);
  return {
    categories: records(answers.categories) as Category[] | null,
    providers: records(answers.providers) as Provider[] | null,
    games:
      tiles && tiles.every((game) => isLocalPath(game.image))
        ? ({ ...games, data: tiles } as GameListResponse)
        : null,
  };
}

const NONE: FirstPage = { categories: null, providers: null, games: null };

/**
 * The first page of the list the route opens on, from the page's answers; nothing for filters a
 * first view is never drawn for (a query, the favourites).
 */
export function useFirstPage(filters: ListFilters): FirstPage {
  const urls = firstPageUrls(filters.type, filters.providerId);
  const answers = {
    categories: useFirstRenderAnswer(urls.categories),
    providers: useFirstRenderAnswer(urls.providers),
    games: useFirstRenderAnswer(urls.games),
  };
  const drawn = !filters.favourites && filters.categoryId === null && filters.search === '';
  return drawn ? firstPageOf(answers) : NONE;
}
