/**
 * A lobby preview's server markup, and a providers' page's, is the app's first render: mounted on it, the app hydrates it
 * (the heading, the filter rows, the search box and the tiles the server drew are the ones on
 * screen afterwards, the list then grown to its whole first page) and React reports no
 * difference, not even an attribute (React's development build logs those as errors). Markup
 * drawn for another language is replaced, and reported, never left half drawn.
 */
import { reactLifecycles } from '@casino/shared/app';
import { resetEmbeddedAnswers } from '@casino/shared/app/first-render';
import i18next from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import fr from '../../locales/fr.json';
import { firstPageUrls } from '../pages/game-list/first-page';
import { firstProvidersUrl } from '../pages/provider-list/first-page';
import { CasinoRoutes } from '../routes';
import { firstView } from './server';

const games = Array.from({ length: 20 }, (_, index) => ({
  game_id: index + 1,
  name: `Game ${index + 1}`,
  provider_id: 38,
  provider_name: 'Studio',
  type: 1,
  image: `/providers/studio/tiles/${index + 1}.svg`,
  is_favorite: false,
}));
const data = {
  categories: [{ cat_id: 4, name: 'Slots' }],
  providers: [{ pro_id: 38, Alias: 'Studio', Image: '/providers/studio/logo.svg' }],
  games: { data: games, total: games.length },
};
const urls = firstPageUrls(1, null);

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
};

const previewAnswers = {
  [urls.categories]: data.categories,
  [urls.providers]: data.providers,
  [urls.games]: data.games,
};

/** The page as the edge serves it: the embedded answers, the server's markup in the app's container. */
function servedPage(
  language: 'fr' | 'ar',
  path = '/casino/preview',
  pageData: Record<string, unknown> = data,
  answers: Record<string, unknown> = previewAnswers,
) {
  resetEmbeddedAnswers();
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<script type="application/json" id="api-embedded">${JSON.stringify({
    language,
    answers,
  })}</script><main id="main-content"><div id="single-spa-application:mf-casino"></div></main>`;
  const container = document.getElementById('single-spa-application:mf-casino')!;
  container.innerHTML = firstView.render({ path, language, data: pageData })!.html;
  // The renderer made its own i18next the components' (it runs in a realm of its own on the
  // edge); the page's is the app's.
  setI18n(i18next);
  return container;
}

const props = (container: HTMLElement) =>
  ({
    name: 'mf-casino',
    domElement: container,
    serverMarkup: true,
    singleSpa: {},
    mountParcel: () => undefined,
  }) as never;

/** The nodes a player sees first: heading, both rows' choices, the search box, the tiles' pictures. */
const firstNodes = (container: HTMLElement) => [
  container.querySelector('h1'),
  ...container.querySelectorAll('[role="group"] button'),
  container.querySelector('input[type="search"]'),
  ...[...container.querySelectorAll('.cs-tile img')].slice(0, 16),
];

describe('a lobby preview hydrates its server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'fr',
      resources: { fr: { casino: fr } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  it('keeps the nodes the server drew, with nothing reported, then shows the whole first page', async () => {
    const container = servedPage('fr');
    const drawn = firstNodes(container);
    expect(drawn).toHaveLength(1 + 4 + 1 + 16);
    expect(drawn.every(Boolean)).toBe(true);
    const app = reactLifecycles(CasinoRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // Hydrated: the list holds its first page's every game, after the 16 the server drew.
    await until(() => container.querySelectorAll('.cs-tile').length === games.length);

    expect(firstNodes(container)).toEqual(drawn);
    expect(firstNodes(container).every((node, index) => node === drawn[index])).toBe(true);
    expect(container.querySelector('h1')?.textContent).toBe(fr.title.casino);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });

  it('replaces markup drawn in another language, and reports it', async () => {
    const container = servedPage('ar');
    const app = reactLifecycles(CasinoRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    await until(() => container.querySelector('h1')?.textContent === fr.title.casino);

    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[hydration] mf-casino'),
      expect.anything(),
    );
    await app.unmount(props(container));
  });

  it("keeps the providers' page's nodes, with nothing reported", async () => {
    const providers = {
      data: [37, 38, 39].map((id) => ({
        pro_id: id,
        Alias: `Studio ${id}`,
        Image: `/p/${id}.svg`,
      })),
    };
    const container = servedPage(
      'fr',
      '/casino',
      { providers },
      { [firstProvidersUrl(1)]: providers },
    );
    const drawn = [
      container.querySelector('h1'),
      ...container.querySelectorAll('section[data-provider]'),
      ...container.querySelectorAll('section[data-provider] h2, section[data-provider] img'),
    ];
    expect(drawn).toHaveLength(1 + 3 + 6);
    const app = reactLifecycles(CasinoRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // Hydrated: a full first page of providers offers the next one.
    const loadMore = () =>
      [...container.querySelectorAll('button')].some(
        (button) => button.textContent === fr.list.loadMore,
      );
    await until(loadMore);

    const now = [
      container.querySelector('h1'),
      ...container.querySelectorAll('section[data-provider]'),
      ...container.querySelectorAll('section[data-provider] h2, section[data-provider] img'),
    ];
    expect(now.every((node, index) => node === drawn[index])).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    // The sections then ask for their games, of an API this test has not: only that is logged.
    const unreachable = (call: unknown[]) => /ECONNREFUSED/.test(String(call[0]));
    expect(error.mock.calls.filter((call) => !unreachable(call))).toEqual([]);
    await app.unmount(props(container));
  });
});
