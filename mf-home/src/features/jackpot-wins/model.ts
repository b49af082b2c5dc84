import type { JackpotWin } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchLatestJackpots } from '../../entities/jackpot';
import { $language } from '../../entities/session';

export const JackpotWinsGate = createGate();
export const retryClicked = createEvent();
export const fetchJackpotWinsFx = createEffect(fetchLatestJackpots);

export const $wins = createStore<JackpotWin[]>([]).on(
  fetchJackpotWinsFx.doneData,
  (_, wins) => wins,
);
export const $failed = createStore(false)
  .on(fetchJackpotWinsFx, () => false)
  .on(fetchJackpotWinsFx.fail, () => true);
export const $loading = fetchJackpotWinsFx.pending;

sample({ clock: [JackpotWinsGate.open, retryClicked], target: fetchJackpotWinsFx });
// The jackpots' names are in the page's language: a switch asks again (issue #11 item 7).
sample({ clock: $language.updates, filter: JackpotWinsGate.status, target: fetchJackpotWinsFx });
