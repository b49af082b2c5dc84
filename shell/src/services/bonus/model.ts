/**
 * The bonus transfer (spec §2 header, §4, §8): tapping the bonus in the header asks the API to
 * move the cashback, unless a transfer is already running. Success refreshes the user; failure
 * refreshes too and shows `Bounse_Error` (2 s, top-right or top-left in Arabic, dark, closable on
 * click, no progress bar).
 */
import { ApiError, apiRequest } from '@casino/shared/api';
import { createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { $direction } from '../language/model';
import { toastRequested } from '../toast/model';
import { refreshRequested } from '../user/model';

export const bonusClicked = createEvent();

export const transferCashbackFx = createEffect(() =>
  apiRequest<unknown>('/TransferCashback', { method: 'POST' }),
);

export const $bonusPending = transferCashbackFx.pending;
export const $bonusOutcome = createStore<'idle' | 'success' | 'failure'>('idle')
  .on(transferCashbackFx, () => 'idle')
  .on(transferCashbackFx.done, () => 'success')
  .on(transferCashbackFx.fail, () => 'failure');

/** The server's message when it is one of our error codes, else the translated Bounse_Error. */
export function bonusErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.message : '';
  if (code && i18next.exists(`shell:errors.${code}`)) return i18next.t(`shell:errors.${code}`);
  return i18next.t('shell:errors.Bounse_Error');
}

sample({ clock: bonusClicked, filter: $bonusPending.map((pending) => !pending), target: transferCashbackFx });
sample({ clock: transferCashbackFx.finally, target: refreshRequested });
sample({
  clock: transferCashbackFx.failData,
  source: $direction,
  fn: (direction, error) => ({
    message: bonusErrorMessage(error),
    kind: 'error' as const,
    autoCloseMs: 2000,
    theme: 'dark' as const,
    hideProgressBar: true,
    closeOnClick: true,
    position: direction === 'rtl' ? ('top-left' as const) : ('top-right' as const),
  }),
  target: toastRequested,
});
