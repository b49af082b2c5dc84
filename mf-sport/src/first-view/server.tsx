/**
 * mf-sport's first-view renderer (docs/first-view.md): the sport screen as the app renders it first
 * (its root, `appRoot`, at the page's location): the sportsbook frame's place with its skeleton, in
 * the page's language. The browser hydrates this markup where the app mounts. The sport pages are
 * for players only: the view needs no data, so it shows nothing of anyone's.
 */
import { appRoot } from '@casino/shared/app/first-render';
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
import { SportRoutes } from '../routes';

const LOCALES = { fr, en, ar };
const PATHS = ['/sport', '/prematch', '/live'];

function render({ path, language }: FirstViewInput) {
  if (!PATHS.includes(path)) return null;
  provideServerTexts(NAMESPACE, language, LOCALES[language]);
  const html = renderToString(<ServerRouter location={path}>{appRoot(SportRoutes)}</ServerRouter>);
  return { html };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: Object.fromEntries(PATHS.map((path) => [path, { data: {}, hydrate: true }])),
  render,
};
