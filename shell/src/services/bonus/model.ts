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

/**
 * The text of the failure toast: our translation of the server's error code when we have one
 * (the API answers `code: 'Bounse_Error'`), else the server's own message, else Bounse_Error.
 */
export function bonusErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? (error.body as { code?: unknown; message?: unknown } | undefined) : undefined;
  const code = typeof body?.code === 'string' ? body.code : '';
  if (code && i18next.exists(`shell:errors.${code}`)) return i18next.t(`shell:errors.${code}`);
  if (typeof body?.message === 'string' && body.message) return body.message;
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
