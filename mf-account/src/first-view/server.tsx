/**
 * mf-account's first-view renderer (docs/first-view.md): an account screen's skeleton, drawn on
 * the server with the screens' own component. Every account page is for players only: the view
 * needs no data, so it shows nothing of anyone's.
 */
import {
  FIRST_VIEW_CONTRACT,
  type FirstViewInput,
  type FirstViewRenderer,
} from '@casino/shared/first-view';
import '@casino/shared/ui/tokens.css';
import { version as reactVersion } from 'react';
import { renderToString } from 'react-dom/server';
import ar from '../../locales/ar.json';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import { PendingSkeleton } from '../layouts/pending-skeleton';

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
];

function render({ path, language }: FirstViewInput) {
  if (!PATHS.includes(path)) return null;
  return { html: renderToString(<PendingSkeleton label={LOCALES[language].history.loading} />) };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: Object.fromEntries(PATHS.map((path) => [path, { data: {} }])),
  render,
};
