/**
 * mf-account's first-view renderer (docs/first-view.md): an account page as the app renders it
 * first (its root, `appRoot`, at the page's location): the profile area's tab bar where the page
 * has one, and the screen's pending skeleton, in the page's language. The browser hydrates this
 * markup where the app mounts. Every account page is for players only: the view needs no data,
 * so it shows nothing of anyone's.
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
import { AccountRoutes } from '../routes';

const LOCALES = { fr, en, ar };
const SCREENS = [
  'transaction_history',
  'games_history',
  'sport_history',
  'casino_history',
  'reset_password',
];
const PATHS = [
  '/profile',
  '/profile/dashboard',
  '/user_card',
  ...SCREENS.map((screen) => `/${screen}`),
  ...SCREENS.filter((screen) => screen !== 'casino_history').map((screen) => `/profile/${screen}`),
  // The responsible-gambling pages, on every device under /profile.
  '/profile/limits',
  '/profile/time-out',
  '/profile/statement',
  '/profile/reality-check',
  // The cashier, under the profile area's tab bar on desktop.
  '/cashier/deposit',
  '/cashier/withdraw',
];

function render({ path, language }: FirstViewInput) {
  if (!PATHS.includes(path)) return null;
  provideServerTexts(NAMESPACE, language, LOCALES[language]);
  const html = renderToString(
    <ServerRouter location={path}>{appRoot(AccountRoutes)}</ServerRouter>,
  );
  return { html };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: Object.fromEntries(PATHS.map((path) => [path, { data: {}, hydrate: true }])),
  render,
};
