import type { TopWinner } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchTopWinners } from '../../entities/winner';

export const TopWinsGate = createGate();
export const retryClicked = createEvent();

export const fetchTopWinnersFx = createEffect(fetchTopWinners);

export const $winners = createStore<TopWinner[]>([]).on(
  fetchTopWinnersFx.doneData,
  (_, winners) => winners,
);
export const $failed = createStore(false)
  .on(fetchTopWinnersFx, () => false)
  .on(fetchTopWinnersFx.fail, () => true);
/** Skeletons show until the first answer, not on a retry of a list already shown. */
export const $loading = fetchTopWinnersFx.pending;

sample({ clock: [TopWinsGate.open, retryClicked], target: fetchTopWinnersFx });
