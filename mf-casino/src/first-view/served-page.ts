/**
 * For the hydration tests: a page as the edge serves it (the embedded answers, the renderer's
 * markup in the app's container), the props the shell mounts the app with on it, the page's
 * i18next, and games to list. Each test file serves one page: the API client reads a page's
 * embedded answers once.
 */
import { servePage, serverMarkupProps as propsFor } from '@casino/shared/first-view/testing';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '../../locales/fr.json';
import { firstView } from './server';

/** Games as the API lists them, with pictures of this site. */
export const tileGames = (count: number, type: number) =>
  Array.from({ length: count }, (_, index) => ({
    game_id: index + 1,
    name: `Game ${index + 1}`,
    provider_name: 'Studio',
    provider_id: 38,
    image: `/providers/studio/tiles/${index + 1}.svg`,
    is_favorite: false,
    type,
  }));

export async function initPageTexts(): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    resources: { fr: { casino: fr } },
    interpolation: { escapeValue: false },
  });
}

export function servedPage(path: string, data: Record<string, unknown>): HTMLElement {
  window.history.replaceState(null, '', path);
  const declared = firstView.pages[path]!.data;
  return servePage({
    application: 'mf-casino',
    html: firstView.render({ path, language: 'fr', data })!.html,
    answers: Object.fromEntries(Object.entries(declared).map(([key, url]) => [url, data[key]])),
  });
}

/** What the shell mounts the app with on a container holding its server markup. */
export const serverMarkupProps = (container: HTMLElement) => propsFor('mf-casino', container);
