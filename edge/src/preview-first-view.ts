/**
 * The lobby previews' first view (`/casino/preview`, `/live_casino/preview`), drawn by the HTML
 * before any script: mf-casino's game list as it first shows it — its title, the categories' and
 * providers' filter rows with 'All' pressed, the search box and the first tiles as plain images
 * with their names — in the boxes its CSS gives them (pages/game-list/game-list.module.css,
 * entities/game/ui/games.css; restated in index.html, as the banner's box is). The largest paint
 * (the first tile) no longer waits for 230 KB of code.
 */

import { isLocalPath } from './local-path';

/** The previews and the game type their list shows. */
export const PREVIEW_PAGES: Record<string, { type: 1 | 2; titleKey: 'casino' | 'liveCasino' }> = {
  '/casino/preview': { type: 1, titleKey: 'casino' },
  '/live_casino/preview': { type: 2, titleKey: 'liveCasino' },
};

/** Tiles the HTML draws: the app's first-view tiles (pages/game-list/view.tsx FIRST_VIEW_TILES). */
export const PREVIEW_TILES = 16;
/** The app's desktop page size: the phone's (27) is a prefix of it. */
const PAGE_SIZE = 30;

/** mf-casino's texts the first view shows (its `locales/<language>.json`, deployed beside it). */
export interface PreviewTexts {
  title: string;
  all: string;
  gameName: string;
  search: string;
}

export interface PreviewTile {
  name: string;
  provider: string;
  image: string;
}

/** What the API answered for the list's first view (names only: the first view's text). */
export interface PreviewLists {
  categories: string[];
  providers: string[];
  tiles: PreviewTile[];
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The texts of `titleKey`'s preview in a remote's locale file, when all are there. */
export function previewTexts(
  locale: { title?: Record<string, unknown>; list?: Record<string, unknown> } | undefined,
  titleKey: string,
): PreviewTexts | undefined {
  const texts = {
    title: locale?.title?.[titleKey],
    all: locale?.list?.all,
    gameName: locale?.list?.gameName,
    search: locale?.list?.search,
  };
  return Object.values(texts).every((text) => typeof text === 'string')
    ? (texts as PreviewTexts)
    : undefined;
}

/**
 * The list's first view: the first tile is the page's largest paint (`fetchpriority="high"`,
 * `elementtiming`, the loader's marker: the app's copy of that image ends the splash).
 */
export function previewFirstViewHtml(texts: PreviewTexts, lists: PreviewLists): string {
  const row = (names: string[]) =>
    `<div class="splash__filters">` +
    `<span class="splash__filter splash__filter--on">${escapeText(texts.all)}</span>` +
    names.map((name) => `<span class="splash__filter">${escapeText(name)}</span>`).join('') +
    `</div>`;
  const tile = (game: PreviewTile, index: number) =>
    `<li class="splash__tile">` +
    `<img src="${escapeAttribute(game.image)}" alt=""` +
    (index === 0 ? ` fetchpriority="high" data-first-view="tile" elementtiming="first-view"` : '') +
    ` />` +
    `<span class="splash__tile-caption"><span class="splash__tile-name" dir="auto">${escapeText(game.name)}</span>` +
    `<span class="splash__tile-provider" dir="auto">${escapeText(game.provider)}</span></span></li>`;
  return (
    `<div class="splash__list">` +
    `<h1 class="splash__list-title">${escapeText(texts.title)}</h1>` +
    row(lists.categories) +
    row(lists.providers) +
    `<div class="splash__search"><span class="splash__search-input">${escapeText(texts.gameName)}</span>` +
    `<span class="splash__search-button">${escapeText(texts.search)}</span></div>` +
    `<ul class="splash__grid">${lists.tiles.map(tile).join('')}</ul>` +
    `</div>`
  );
}

const isList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
const strings = (items: Record<string, unknown>[], key: string) =>
  items.map((item) => item[key]).filter((name): name is string => typeof name === 'string');

export interface PreviewFirstData {
  /** Public answers the app asks for first, embedded in the page (by request path). */
  apiAnswers: Record<string, unknown>;
  /** The first tile's picture, preloaded first. */
  images: { href: string }[];
  lists: PreviewLists;
}

/**
 * A preview's first data: its categories, providers and first games (public, the same for every
 * guest of a language), asked of the API at most every `ttlMs` per page and language and never
 * waited for longer than `timeoutMs` (the page then has no first view, not an error). The
 * categories and providers are embedded for the app (its filter rows then draw at once, where the
 * HTML drew them); the games are not, their favourite flags being each player's.
 */
export function previewFirstData(apiUrl: string, { ttlMs = 30_000, timeoutMs = 400 } = {}) {
  const cache = new Map<string, { at: number; data: PreviewFirstData | undefined }>();
  const ask = async (path: string, language: string): Promise<unknown> => {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { Accept: 'application/json', 'Accept-Language': language },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  return async (page: string, language: string): Promise<PreviewFirstData | undefined> => {
    const preview = PREVIEW_PAGES[page];
    if (!preview) return undefined;
    const key = `${page} ${language}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at <= ttlMs) return cached.data;
    const categoriesPath = `/api/GetAllCategories?type=${preview.type}`;
    const providersPath = `/api/get_providers?type=${preview.type}`;
    const gamesPath = `/api/get_slot_game?page_index=1&page_size=${PAGE_SIZE}&type=${preview.type}`;
    let data: PreviewFirstData | undefined;
    try {
      const [categories, providers, games] = await Promise.all(
        [categoriesPath, providersPath, gamesPath].map((path) => ask(path, language)),
      );
      const list = (games as { data?: unknown } | null)?.data;
      if (!isList(categories) || !isList(providers) || !isList(list)) return undefined;
      // Every tile or none: a tile left out would move the others from the app's boxes.
      const first = list.slice(0, PREVIEW_TILES);
      const tiles = first.flatMap((game) =>
        isLocalPath(game.image) && typeof game.name === 'string'
          ? [
              {
                name: game.name,
                provider: typeof game.provider_name === 'string' ? game.provider_name : '',
                image: game.image,
              },
            ]
          : [],
      );
      data =
        tiles.length === 0 || tiles.length < first.length
          ? undefined
          : {
              apiAnswers: { [categoriesPath]: categories, [providersPath]: providers },
              images: [{ href: tiles[0]!.image }],
              lists: {
                categories: strings(categories, 'name'),
                providers: strings(providers, 'Alias'),
                tiles,
              },
            };
    } catch {
      return undefined;
    }
    cache.set(key, { at: Date.now(), data });
    return data;
  };
}
