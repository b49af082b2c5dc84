import type { JackpotWin } from '@casino/shared/api';
import type { Language } from '@casino/shared/events';
import { prepareDateTimeFormat } from '@casino/shared/format';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchLatestJackpots } from '../../entities/jackpot';
import { $language } from '../../entities/session';

/**
 * The list as the API gives it, once its dates can be written: the page's first date formatter
 * (~10 ms of ICU data) is made in a task of its own, not in the one that draws the rows (issue
 * #11, TBT: the two were one 60-75 ms task on Lighthouse's phone).
 */
async function fetchWinsToShow(language: Language): Promise<JackpotWin[]> {
  const wins = await fetchLatestJackpots();
  if (wins.length > 0) await prepareDateTimeFormat(language);
  return wins;
}

export const JackpotWinsGate = createGate();
export const retryClicked = createEvent();
export const fetchJackpotWinsFx = createEffect(fetchWinsToShow);

export const $wins = createStore<JackpotWin[]>([]).on(
  fetchJackpotWinsFx.doneData,
  (_, wins) => wins,
);
export const $failed = createStore(false)
  .on(fetchJackpotWinsFx, () => false)
  .on(fetchJackpotWinsFx.fail, () => true);
export const $loading = fetchJackpotWinsFx.pending;
/** The list has been asked for once and answered (or failed): before, the section is loading. */
export const $settled = createStore(false).on(fetchJackpotWinsFx.finally, () => true);

sample({
  clock: [JackpotWinsGate.open, retryClicked],
  source: $language,
  target: fetchJackpotWinsFx,
});
// The jackpots' names are in the page's language: a switch asks again.
sample({ clock: $language.updates, filter: JackpotWinsGate.status, target: fetchJackpotWinsFx });
