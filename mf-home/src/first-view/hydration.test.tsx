/**
 * The home page's server markup is the app's first render: mounted on it, the app hydrates it
 * (the banner's picture the server drew is the one on screen afterwards) and React reports no
 * difference, not even an attribute (React's development build logs those as errors). Markup
 * drawn for another language is replaced, and reported, never left half drawn.
 */
import { reactLifecycles } from '@casino/shared/app';
import { servePage, serverMarkupProps, until } from '@casino/shared/first-view/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, rstest } from '@rstest/core';
import fr from '../../locales/fr.json';
import { HomeRoutes } from '../routes';
import { firstView } from './server';

const banners = [
  { url: '/b/d0.svg', title: 'Desktop 0', isMobile: false },
  { url: '/b/d1.svg', title: 'Desktop 1', isMobile: false },
  { url: '/b/m0.svg', title: 'Mobile 0', isMobile: true },
  { url: '/b/m1.svg', title: 'Mobile 1', isMobile: true },
];

/** The page as the edge serves it: the embedded answers, the server's markup in the app's container. */
const servedPage = (language: 'fr' | 'ar') =>
  servePage({
    application: 'mf-home',
    html: firstView.render({ path: '/', language, data: { banners } })!.html,
    language,
    answers: { '/api/banners': banners },
  });

const props = (container: HTMLElement) => serverMarkupProps('mf-home', container);

describe('the home page hydrates its server markup', () => {
  const warn = rstest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const error = rstest.spyOn(console, 'error').mockImplementation(() => undefined);
  beforeAll(async () => {
    window.history.replaceState(null, '', '/');
    await i18next.use(initReactI18next).init({
      lng: 'fr',
      resources: { fr: { home: fr } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  it('keeps the nodes the server drew, with nothing reported', async () => {
    const container = servedPage('fr');
    const picture = container.querySelector('img[data-first-view="banner"]');
    const heading = container.querySelector('h1');
    expect(picture).not.toBeNull();
    const app = reactLifecycles(HomeRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    // Hydrated: the section tiles follow the device the app knows (this one is not a phone).
    await until(() => container.querySelector('nav') === null);

    expect(container.querySelector('img[data-first-view="banner"]')).toBe(picture);
    expect(container.querySelector('h1')).toBe(heading);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    await app.unmount(props(container));
  });

  it('replaces markup drawn in another language, and reports it', async () => {
    const container = servedPage('ar');
    const app = reactLifecycles(HomeRoutes);
    await app.bootstrap(props(container));
    await app.mount(props(container));
    await until(() => container.querySelector('h1')?.textContent === fr.title.home);

    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[hydration] mf-home'),
      expect.anything(),
    );
    await app.unmount(props(container));
  });
});
