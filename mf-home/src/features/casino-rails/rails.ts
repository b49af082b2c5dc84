/**
 * The rails of the home page (docs/product.md#home): which ones, in which order, with which games.
 * The casino team's `mf_casino/game-rail` draws each one.
 */
import type { GameRailSpec } from '@casino/shared/remotes';

const RAIL_SIZE = 12;
const CRASH_RAIL_SIZE = 6;
export const POPULAR_SLOTS_PROVIDER = 37;
export const POPULAR_LIVE_PROVIDER = 998;

/** A rail of the home page; its title is a key of our namespace. */
export type HomeRail = Omit<GameRailSpec, 'title'> & { titleKey: string };

export const HOME_RAILS: readonly HomeRail[] = [
  {
    id: 'favorite-slots',
    titleKey: 'rails.favoriteSlots',
    type: 1,
    providerId: null,
    category: 'favorite',
    pageSize: RAIL_SIZE,
    link: '/favorite',
    favourites: true,
  },
  {
    id: 'popular-slots',
    titleKey: 'rails.popularSlots',
    type: 1,
    providerId: POPULAR_SLOTS_PROVIDER,
    category: null,
    pageSize: RAIL_SIZE,
    link: '/casino/preview',
  },
  {
    id: 'popular-live-casino',
    titleKey: 'rails.popularLiveCasino',
    type: 2,
    providerId: POPULAR_LIVE_PROVIDER,
    category: null,
    pageSize: RAIL_SIZE,
    link: '/live_casino/preview',
  },
  {
    id: 'crash-games',
    titleKey: 'rails.crashGames',
    type: 3,
    providerId: null,
    category: null,
    pageSize: CRASH_RAIL_SIZE,
    link: '/crash/preview',
  },
];
