/**
 * mf-casino's first-view renderer (docs/first-view.md): the game lists (the previews, `/top_game`,
 * `/pragmatic`, the favourites) and the providers' pages drawn as the app renders them first (its
 * root, `appRoot`, at the page's location) from the public answers the edge fetches and embeds
 * for them, in the page's language; the browser hydrates that markup. Built on its own
 * (rsbuild.first-view.config.ts) into a script the edge runs in a sandbox.
 */
import type { GameType } from '@casino/shared/api';
import { appRoot, FirstRenderAnswers } from '@casino/shared/app/first-render';
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import { provideServerTexts } from '@casino/shared/first-view/server-texts';
import { ServerRouter } from '@casino/shared/router/server';
import '@casino/shared/ui/tokens.css';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { NAMESPACE } from '../i18n-namespace';
import { firstPageUrls, readFirstPage } from '../pages/game-list/first-page';
import { PRAGMATIC_PROVIDER } from '../pages/game-list/pragmatic';
import { firstProvidersUrl } from '../pages/provider-list/first-page';
import { CasinoRoutes } from '../routes';

const LOCALES = { fr, en, ar };

/** The filterable lists a guest may open, by path: the game type they list, and the provider the page opens on. */
const lists: Record<string, { type: GameType; providerId?: number }> = {
  '/casino/preview': { type: 1 },
  '/live_casino/preview': { type: 2 },
  '/crash/preview': { type: 3 },
  '/top_game': { type: 2 },
  '/pragmatic': { type: 1, providerId: PRAGMATIC_PROVIDER },
};

/**
 * The player's favourites: a private page, so its first view needs no data (the edge draws it
 * for anyone): the title, the providers' row and the tiles as skeletons.
 */
const FAVOURITES = '/favorite';

/** The providers' pages (the lists' index pages): the game type they list. */
const providerLists: Record<string, GameType> = { '/casino': 1, '/live_casino': 2, '/crash': 3 };

/** The answers a page declares, by the URL the app asks them with. */
function answersOf(path: string, data: FirstViewInput['data']): Record<string, unknown> {
  const list = lists[path];
  const type = providerLists[path];
  const urls: Record<string, string> = list
    ? firstPageUrls(list.type, list.providerId)
    : type
      ? { providers: firstProvidersUrl(type) }
      : {};
  return Object.fromEntries(
    Object.entries(urls)
      .filter(([key]) => data[key] !== undefined)
      .map(([key, url]) => [url, data[key]]),
  );
}

/** The app's root at the page's location, from the declared answers. */
function render({ path, language, data }: FirstViewInput) {
  if (!lists[path] && !providerLists[path] && path !== FAVOURITES) return null;
  provideServerTexts(NAMESPACE, language, LOCALES[language]);
  const html = renderToString(
    <FirstRenderAnswers answers={answersOf(path, data)}>
      <ServerRouter location={path}>{appRoot(CasinoRoutes)}</ServerRouter>
    </FirstRenderAnswers>,
  );
  const first = lists[path] ? readFirstPage(data).games?.[0] : undefined;
  return { html, preload: first ? [{ href: first.image }] : [] };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: {
    ...Object.fromEntries(
      Object.entries(lists).map(([path, { type, providerId }]) => [
        path,
        // Embedded, the page's first render in the browser draws from the same answers (hydrated);
        // the app's own requests take them too, a player's games excepted (their favourites).
        {
          data: firstPageUrls(type, providerId),
          embed: ['categories', 'providers', 'games'],
          hydrate: true,
        },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(providerLists).map(([path, type]) => [
        path,
        { data: { providers: firstProvidersUrl(type) }, embed: ['providers'], hydrate: true },
      ]),
    ),
    [FAVOURITES]: { data: {}, hydrate: true },
  },
  render,
};
