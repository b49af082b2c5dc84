/**
 * mf-sport's first-view renderer (docs/first-view.md): the sport screen's frame place with its
 * skeleton, drawn on the server with the page's own components and CSS. The sport pages are for
 * players only: the view needs no data, so it shows nothing of anyone's.
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
import { FrameSkeleton } from '../features/sport-frame/ui/frame-skeleton';
import frameStyles from '../features/sport-frame/ui/sport-frame.module.css';
import pageStyles from '../pages/sport/sport.module.css';

const LOCALES = { fr, en, ar };
const VIEWS: Record<string, 'prematch' | 'live'> = {
  '/sport': 'prematch',
  '/prematch': 'prematch',
  '/live': 'live',
};

function render({ path, language }: FirstViewInput) {
  const view = VIEWS[path];
  if (!view) return null;
  const html = renderToString(
    <section className={pageStyles.sport} data-remote="mf-sport" data-view={view}>
      <FrameSkeleton
        label={LOCALES[language].frame.loading}
        className={`${frameStyles.frame} ${frameStyles.narrow}`}
      />
    </section>,
  );
  return { html };
}

export const firstView: FirstViewRenderer = {
  contract: FIRST_VIEW_CONTRACT,
  react: reactVersion,
  pages: Object.fromEntries(Object.keys(VIEWS).map((path) => [path, { data: {} }])),
  render,
};
