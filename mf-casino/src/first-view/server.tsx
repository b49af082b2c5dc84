/**
 * mf-casino's first-view renderer (docs/first-view.md). The lobby previews are the app's own first
 * render (its root, `appRoot`), drawn from the public answers the edge fetches and embeds for
 * them, in the page's language: the browser hydrates this markup where the app mounts, so
 * nothing here knows the device or a player. The providers' pages are drawn by their own
 * first-view component. Built on its own (rsbuild.first-view.config.ts) into a script the edge
 * runs in a sandbox.
 */
import { appRoot, FirstRenderAnswers } from '@casino/shared/app/first-render';
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewLanguage,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import '@casino/shared/ui/tokens.css';
import { createInstance } from 'i18next';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { NAMESPACE } from '../i18n-namespace';
import {
  FIRST_VIEW_TILES,
  firstPageOf,
  firstPageUrls,
  isLocalPath,
} from '../pages/game-list/first-page';
import { LIST_PAGES } from '../pages/game-list/pages';
import { GameListPage } from '../pages/game-list/view';
import { PagesFrame } from '../pages-frame';
import { PROVIDER_PAGE_SIZE } from '../pages/provider-list/constants';
import { ProviderListFirstView } from '../pages/provider-list/first-view';

const LOCALES = { fr, en, ar };

/** The filterable lists a guest may open, drawn from their answers and hydrated. */
const PREVIEWS = [
  '/casino/preview',
  '/live_casino/preview',
  '/crash/preview',
  '/top_game',
  '/pragmatic',
];

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
 * for anyone): the app's first render without answers (the title, the providers' row and the
 * tiles as skeletons), not hydrated.
 */
const FAVOURITES = '/favorite';

/**
 * The page's texts, as the app has them: our namespace in the page's language, made the
 * components' i18next for this render (renders are synchronous, one at a time).
 */
function provideTexts(language: FirstViewLanguage): void {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: LOCALES[language] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/** A page without a query, as the router gives it to the list (its filters: none). */
const NO_QUERY = { get: () => null, has: () => false };
const ignore = () => undefined;

/**
 * The app's root with the list of `path` (the router draws nothing of its own), drawn from
 * `answers` (by the URLs the app asks them with).
 */
function renderList(path: string, language: FirstViewLanguage, answers: Record<string, unknown>) {
  provideTexts(language);
  const Page = () => (
    <PagesFrame>
      <GameListPage {...LIST_PAGES[path]!} query={NO_QUERY} onParamChange={ignore} />
    </PagesFrame>
  );
  return renderToString(<FirstRenderAnswers answers={answers}>{appRoot(Page)}</FirstRenderAnswers>);
}

const records = (value: unknown): Record<string, unknown>[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)
    ? (value as Record<string, unknown>[])
    : null;

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
  if (path === FAVOURITES) return { html: renderList(path, language, {}) };
  if (!PREVIEWS.includes(path)) return null;
  const { type, defaultProviderId } = LIST_PAGES[path]!;
  const urls = firstPageUrls(type, defaultProviderId ?? null);
  const first = firstPageOf(data);
  // A tile from another origin would not show (the page's CSP): the page is left to the app.
  if (data.games !== undefined && first.games === null) return null;
  const answers = Object.fromEntries(
    (['categories', 'providers', 'games'] as const)
      .filter((name) => data[name] !== undefined)
      .map((name) => [urls[name], data[name]]),
  );
  const tile = first.games?.data.slice(0, FIRST_VIEW_TILES)[0];
  return {
    html: renderList(path, language, answers),
    preload: tile ? [{ href: tile.image }] : [],
  };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: {
    ...Object.fromEntries(
      PREVIEWS.map((path) => [
        path,
        // The browser's first render is drawn from the same answers (hydrated); the app takes the
        // filter rows and a guest's games from the page as it starts (a player asks for their own).
        {
          data: firstPageUrls(LIST_PAGES[path]!.type, LIST_PAGES[path]!.defaultProviderId ?? null),
          embed: ['categories', 'providers', 'games'],
          hydrate: true,
        },
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
