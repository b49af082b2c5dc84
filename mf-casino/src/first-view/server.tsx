/**
 * mf-casino's first-view renderer (docs/first-view.md): the lobby previews' game list drawn on the
 * server with the list's own components, from the public answers the edge fetches for it. Built
 * on its own (rsbuild.first-view.config.ts) into a script the edge runs in a sandbox.
 */
import type { Game } from '@casino/shared/api';
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewLanguage,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import '@casino/shared/ui/tokens.css';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import {
  FIRST_VIEW_TILES,
  GameListFirstView,
  type GameListFirstViewTexts,
} from '../pages/game-list/first-view';
import { PRAGMATIC_PROVIDER } from '../pages/game-list/pragmatic';
import { PROVIDER_PAGE_SIZE } from '../pages/provider-list/constants';
import { ProviderListFirstView } from '../pages/provider-list/first-view';

const LOCALES = { fr, en, ar };
/** The app's desktop page size: the phone's is a prefix of it, so both ask for the same first page. */
const PAGE_SIZE = 30;

/** The filterable lists a guest may open, by path: the game type they list and their title. */
const previews: Record<
  string,
  {
    type: 1 | 2 | 3;
    titleKey: 'casino' | 'liveCasino' | 'crash' | 'topGames' | 'favorite' | 'pragmatic';
    /** The provider the page opens on. */
    providerId?: number;
  }
> = {
  '/casino/preview': { type: 1, titleKey: 'casino' },
  '/live_casino/preview': { type: 2, titleKey: 'liveCasino' },
  '/crash/preview': { type: 3, titleKey: 'crash' },
  '/top_game': { type: 2, titleKey: 'topGames' },
  '/pragmatic': { type: 1, titleKey: 'pragmatic', providerId: PRAGMATIC_PROVIDER },
};

/** The provider-list variant of the same lists (their index pages), by path: type and title. */
const providerLists: Record<
  string,
  { type: 1 | 2 | 3; titleKey: 'casino' | 'liveCasino' | 'crash' }
> = {
  '/casino': { type: 1, titleKey: 'casino' },
  '/live_casino': { type: 2, titleKey: 'liveCasino' },
  '/crash': { type: 3, titleKey: 'crash' },
};

/**
 * The player's favourites: a private page, so its first view needs no data (the edge draws it
 * for anyone): the title, the providers' row and the tiles as skeletons.
 */
const FAVOURITES = '/favorite';

/** The answers a list needs, asked exactly as the app asks for them. */
const pageData = (type: number, providerId?: number) => ({
  categories: `/api/GetAllCategories?type=${type}`,
  providers: `/api/get_providers?type=${type}`,
  games: `/api/get_slot_game?page_index=1&page_size=${PAGE_SIZE}&type=${type}${providerId === undefined ? '' : `&pro_id=${providerId}`}`,
});

function texts(language: FirstViewLanguage, titleKey: string): GameListFirstViewTexts {
  const locale = LOCALES[language];
  return {
    title: locale.title[titleKey as keyof typeof locale.title],
    categories: locale.list.categories,
    providers: locale.list.providers,
    all: locale.list.all,
    gameName: locale.list.gameName,
    search: locale.list.search,
    tile: locale.tile,
  };
}

const records = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)
    ? (value as Record<string, unknown>[])
    : null;
/** A picture of this site: the page's CSP allows no other origin's. */
const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The index page: its title and the first providers' sections, their games as skeletons. */
function renderProviderList(
  path: string,
  language: FirstViewLanguage,
  data: FirstViewInput['data'],
) {
  const list = providerLists[path]!;
  const locale = LOCALES[language];
  const page = records((data.providers as { data?: unknown } | undefined)?.data);
  // Every logo or none: the page's CSP allows no other origin's pictures.
  if (page && !page.every((provider) => isLocalPath(provider.Image))) return null;
  const providers =
    page?.map((provider) => ({
      id: Number(provider.pro_id),
      alias: String(provider.Alias),
      image: String(provider.Image),
      href: `${path}/preview?p=${Number(provider.pro_id)}&c=null`,
    })) ?? null;
  return {
    html: renderToString(
      <ProviderListFirstView
        title={locale.title[list.titleKey]}
        allLabel={locale.list.all}
        loadingLabel={locale.loading}
        providers={providers}
      />,
    ),
  };
}

function render({ path, language, data }: FirstViewInput) {
  if (providerLists[path]) return renderProviderList(path, language, data);
  if (path === FAVOURITES) {
    return {
      html: renderToString(
        <GameListFirstView
          texts={texts(language, 'favorite')}
          categories={false}
          providers={null}
          games={null}
        />,
      ),
    };
  }
  const preview = previews[path];
  if (!preview) return null;
  const categories = records(data.categories);
  const providers = records(data.providers);
  const games = records((data.games as { data?: unknown } | undefined)?.data);
  const first = games && (games.slice(0, FIRST_VIEW_TILES) as unknown as Game[]);
  // Every tile or none: a tile left out would move the others from the app's boxes.
  if (first && (first.length === 0 || !first.every((game) => isLocalPath(game.image)))) return null;
  const html = renderToString(
    <GameListFirstView
      texts={texts(language, preview.titleKey)}
      categories={
        categories?.map((item) => ({ id: String(item.cat_id), name: String(item.name) })) ?? null
      }
      providers={
        providers?.map((item) => ({ id: String(item.pro_id), name: String(item.Alias) })) ?? null
      }
      selectedProvider={preview.providerId === undefined ? undefined : String(preview.providerId)}
      games={first}
    />,
  );
  return { html, preload: first ? [{ href: first[0]!.image }] : [] };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: {
    ...Object.fromEntries(
      Object.entries(previews).map(([path, { type, providerId }]) => [
        path,
        // The app asks for the filter rows itself as it starts; its tiles carry each player's favourites.
        { data: pageData(type, providerId), embed: ['categories', 'providers'] },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(providerLists).map(([path, { type }]) => [
        path,
        {
          data: {
            providers: `/api/get_all_providers?type=${type}&page_index=1&page_size=${PROVIDER_PAGE_SIZE}`,
          },
          embed: ['providers'],
        },
      ]),
    ),
    [FAVOURITES]: { data: {} },
  },
  render,
};
