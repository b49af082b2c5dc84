import type { JackpotWin, Millimes } from '@casino/shared/api';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchJackpotPools } from '../../entities/jackpot-pools';
import { $language, $user } from '../../entities/session';
import { fetchLatestJackpots } from '../../entities/winner';

/** The fixed winning line of the panel. */
export const WINNING_AMOUNT = 80_000_000;

/** The pools the panel shows, largest first: the same three as the jackpot game's header. */
export const TIERS = ['diamond', 'golden', 'silver'] as const;
export type Tier = (typeof TIERS)[number];
export type Pools = Record<Tier, Millimes>;

/** The API's latest jackpots are its last 10 wins: the list's box is reserved for 10 rows. */
export const LIST_ROWS = 10;

export const JackpotPanelGate = createGate();
export const retryClicked = createEvent();

export const fetchLatestJackpotsFx = createEffect(fetchLatestJackpots);

export const $jackpots = createStore<JackpotWin[]>([]).on(
  fetchLatestJackpotsFx.doneData,
  (_, wins) => wins,
);
export const $failed = createStore(false)
  .on(fetchLatestJackpotsFx, () => false)
  .on(fetchLatestJackpotsFx.fail, () => true);
export const $loading = fetchLatestJackpotsFx.pending;

export const fetchPoolsFx = createEffect(fetchJackpotPools);

const $fetchedPools = createStore<Pools | null>(null).on(
  fetchPoolsFx.doneData,
  (_, { diamond, golden, silver }) => ({ diamond, golden, silver }),
);

/**
 * The live pools: a player's come with every balance push (the amounts the jackpot game shows);
 * a guest's are asked once the panel opens. Null until either is known.
 */
export const $pools = combine($user, $fetchedPools, (user, fetched): Pools | null =>
  user ? { diamond: user.diamond_bet, golden: user.golden_bet, silver: user.silver_bet } : fetched,
);

sample({ clock: [JackpotPanelGate.open, retryClicked], target: fetchLatestJackpotsFx });
sample({ clock: JackpotPanelGate.open, target: fetchPoolsFx });
// The jackpots' names are in the page's language: a switch asks again.
sample({
  clock: $language.updates,
  filter: JackpotPanelGate.status,
  target: fetchLatestJackpotsFx,
});
