/**
 * mf-casino's first-view renderer (docs/first-view.md). The lobby previews and the providers'
 * pages are the app's own first render (its root, `appRoot`), drawn from the public answers the
 * edge fetches and embeds for them, in the page's language: the browser hydrates this markup
 * where the app mounts, so nothing here knows the device or a player. Built on its own
 * (rsbuild.first-view.config.ts) into a script the edge runs in a sandbox.
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
import { version as reactVersion, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { NAMESPACE } from '../i18n-namespace';
import { FIRST_VIEW_TILES, firstPageOf, firstPageUrls } from '../pages/game-list/first-page';
import { LIST_PAGES } from '../pages/game-list/pages';
import { GameListPage } from '../pages/game-list/view';
import { PagesFrame } from '../pages-frame';
import { firstProvidersOf, firstProvidersUrl } from '../pages/provider-list/first-page';
import { ProviderListPage } from '../pages/provider-list/view';

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
 * The app's root with `page` as its route draws it (the router draws nothing of its own), from
 * `answers` (by the URLs the app asks them with).
 */
function renderPage(
  language: FirstViewLanguage,
  answers: Record<string, unknown>,
  page: ReactElement,
) {
  provideTexts(language);
  const Page = () => <PagesFrame>{page}</PagesFrame>;
  return renderToString(<FirstRenderAnswers answers={answers}>{appRoot(Page)}</FirstRenderAnswers>);
}

/** The list of `path` on its route, without a query (the edge draws no page with one). */
const listPage = (path: string) => (
  <GameListPage {...LIST_PAGES[path]!} query={NO_QUERY} onParamChange={ignore} />
);

/** The index page: its title and the first providers' sections, their games as skeletons. */
function renderProviderList(
  path: string,
  language: FirstViewLanguage,
  data: FirstViewInput['data'],
) {
  const { type, titleKey } = providerLists[path]!;
  // Every logo or none: the page's CSP allows no other origin's pictures.
  if (data.providers !== undefined && firstProvidersOf(data.providers) === null) return null;
  const answers = data.providers === undefined ? {} : { [firstProvidersUrl(type)]: data.providers };
  return {
    html: renderPage(
      language,
      answers,
      <ProviderListPage type={type} titleKey={`title.${titleKey}`} />,
    ),
  };
}

function render({ path, language, data }: FirstViewInput) {
  if (providerLists[path]) return renderProviderList(path, language, data);
  if (path === FAVOURITES) return { html: renderPage(language, {}, listPage(path)) };
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
    html: renderPage(language, answers, listPage(path)),
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
        { data: { providers: firstProvidersUrl(type) }, embed: ['providers'], hydrate: true },
      ]),
    ),
    [FAVOURITES]: { data: {} },
  },
  render,
};
