/**
 * The providers' page's first page as the page's first render draws it (docs/first-view.md,
 * "Hydration"): the first providers from the public answer the edge fetched for the page and
 * embedded in it, read the same way by the server's renderer and the app's first render.
 */
import type { GameType, Provider } from '@casino/shared/api';
import { useFirstRenderAnswer } from '@casino/shared/app/first-render';
import { useMemo } from 'react';
import { providerPageUrl } from '../../entities/game';
import { isLocalPath } from '../game-list/first-page';
import { PROVIDER_PAGE_SIZE } from './constants';

/** The first page of providers, asked for exactly as the app asks for it. */
export const firstProvidersUrl = (type: GameType) => providerPageUrl(type, 1, PROVIDER_PAGE_SIZE);

/** The answer's providers; null when it is missing or unusable (the page's skeleton then). */
export function readFirstProviders(answer: unknown): Provider[] | null {
  const page = (answer as { data?: unknown } | undefined)?.data;
  if (!Array.isArray(page)) return null;
  const valid = page.every(
    (provider) =>
      typeof provider === 'object' &&
      provider !== null &&
      Number.isInteger((provider as Provider).pro_id) &&
      typeof (provider as Provider).Alias === 'string' &&
      // Every logo or none: the page's CSP allows no other origin's pictures.
      isLocalPath((provider as Provider).Image),
  );
  return valid ? (page as Provider[]) : null;
}

export function useFirstProviders(type: GameType): Provider[] | null {
  const answer = useFirstRenderAnswer(firstProvidersUrl(type));
  return useMemo(() => readFirstProviders(answer), [answer]);
}
