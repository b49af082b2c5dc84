import type { JackpotWin } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $language } from '../../entities/session';
import { fetchLatestJackpots } from '../../entities/winner';

/** Fixed figures of the panel (spec §2): the pool shown as a placeholder and the winning line. */
export const PLACEHOLDER_AMOUNT = 1_000_000;
export const WINNING_AMOUNT = 80_000_000;

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

sample({ clock: [JackpotPanelGate.open, retryClicked], target: fetchLatestJackpotsFx });
// The jackpots' names are in the page's language: a switch asks again (issue #11 item 7).
sample({
  clock: $language.updates,
  filter: JackpotPanelGate.status,
  target: fetchLatestJackpotsFx,
});
