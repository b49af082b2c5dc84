/**
 * mf-home's first-view renderer (docs/first-view.md): the home page as the app renders it first
 * (its root, `appRoot`), drawn on the server from the banner list the edge fetches and embeds for
 * it, in the page's language. The browser hydrates this markup where the app mounts: it is the
 * app's first render, so nothing here knows the device or a player (the components draw what the
 * server can know until they are hydrated). Built on its own (rsbuild.first-view.config.ts) into
 * a script the edge runs in a sandbox.
 */
import { appRoot, FirstRenderAnswers } from '@casino/shared/app/first-render';
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import { provideServerTexts } from '@casino/shared/first-view/server-texts';
import '@casino/shared/ui/tokens.css';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import {
  BANNERS_URL,
  DESKTOP_MEDIA,
  firstBanners,
  MOBILE_MEDIA,
} from '../features/banner-slider/ui/banner-first-view';
import { NAMESPACE } from '../i18n-namespace';
import { HomeRoutes } from '../routes';

const LOCALES = { fr, en, ar };

function render({ path, language, data }: FirstViewInput) {
  if (path !== '/') return null;
  const answers = data.banners === undefined ? {} : { [BANNERS_URL]: data.banners };
  provideServerTexts(NAMESPACE, language, LOCALES[language]);
  const html = renderToString(
    <FirstRenderAnswers answers={answers}>{appRoot(HomeRoutes)}</FirstRenderAnswers>,
  );
  const first = firstBanners(data.banners);
  return {
    html,
    preload: first
      ? [
          { href: first.mobile.url, media: MOBILE_MEDIA },
          { href: first.desktop.url, media: DESKTOP_MEDIA },
        ]
      : [],
  };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  // The slider asks for the banners itself as it starts: embedded, it draws them at once, and the
  // browser's first render is drawn from the same answer (hydrated).
  pages: { '/': { data: { banners: BANNERS_URL }, embed: ['banners'], hydrate: true } },
  render,
};
