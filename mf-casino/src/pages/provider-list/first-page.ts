/**
 * The provider list's first page as the page's first render draws it (docs/first-view.md,
 * "Hydration"): the first providers the first-view renderer declares, by the URL the app asks
 * them with. The server and the browser read the same answer (the edge embeds it).
 */
import type { GameType, Provider } from '@casino/shared/api';
import { useFirstRenderAnswer } from '@casino/shared/app/first-render';
import { PROVIDER_PAGE_SIZE } from './constants';

/** The first page of providers, as the app asks for it. */
export const firstProvidersUrl = (type: GameType) =>
  `/api/get_all_providers?type=${type}&page_index=1&page_size=${PROVIDER_PAGE_SIZE}`;

/** A picture of this site: the page's CSP allows no other origin's. */
const isLocalPath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/**
 * The answer as the first render may draw it: a list of providers whose logos are all this
 * site's; null otherwise (the page's skeleton).
 */
export function firstProvidersOf(answer: unknown): Provider[] | null {
  const page = (answer as { data?: unknown } | undefined)?.data;
  return Array.isArray(page) &&
    page.every(
      (provider) =>
        typeof provider === 'object' &&
        provider !== null &&
        isLocalPath((provider as { Image?: unknown }).Image),
    )
    ? (page as Provider[])
    : null;
}

/** The first providers of the page's list, from the page's answer. */
export function useFirstProviders(type: GameType): Provider[] | null {
  return firstProvidersOf(useFirstRenderAnswer(firstProvidersUrl(type)));
}
