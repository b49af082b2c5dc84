/**
 * The filterable lists by path, and what each shows: one table for the routes (routes.tsx) and for
 * the first-view renderer, which draws the same page for the same path.
 */
import { PRAGMATIC_PROVIDER } from './pragmatic';
import type { GameListProps } from './view';

export const LIST_PAGES: Record<string, GameListProps> = {
  '/casino/preview': { type: 1, titleKey: 'title.casino' },
  '/live_casino/preview': { type: 2, titleKey: 'title.liveCasino' },
  '/crash/preview': { type: 3, titleKey: 'title.crash' },
  '/favorite': { type: 1, titleKey: 'title.favorite', favouritesRoute: true },
  '/top_game': { type: 2, titleKey: 'title.topGames' },
  '/pragmatic': { type: 1, titleKey: 'title.pragmatic', defaultProviderId: PRAGMATIC_PROVIDER },
};
