/**
 * The bonus transfer (docs/product.md#header-balance-and-bonus): tapping the bonus in the header
 * asks the API to move the cashback, unless a transfer is already running or there is no bonus
 * (0.00: the button is disabled). Success refreshes the user and says how much moved; failure
 * refreshes too and shows `Bounse_Error` (2 s, top-right or top-left in Arabic, dark, closable on
 * click, no progress bar), in the player's language, never the server's own words.
 */
import { ApiError, apiRequest, type CashbackTransferred } from '@casino/shared/api';
import { formatMoney } from '@casino/shared/format';
import { createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';
import { $direction } from '../language/model';
import { toastRequested } from '../toast/model';
import { $user, refreshRequested } from '../user/model';

export const bonusClicked = createEvent();

export const transferCashbackFx = createEffect(() =>
  apiRequest<CashbackTransferred>('/TransferCashback', { method: 'POST' }),
);

/** There is something to transfer (the header's BON is disabled at 0.00). */
export const $hasBonus = $user.map((user) => (user?.bounse ?? 0) > 0);

export const $bonusPending = transferCashbackFx.pending;
export const $bonusOutcome = createStore<'idle' | 'success' | 'failure'>('idle')
  .on(transferCashbackFx, () => 'idle')
  .on(transferCashbackFx.done, () => 'success')
  .on(transferCashbackFx.fail, () => 'failure');

/**
 * The text of the failure toast: our translation of the server's error code when we have one
 * (the API answers `code: 'Bounse_Error'`), else our generic Bounse_Error text; never the
 * server's message, which is neither in the player's language nor meant for them.
 */
export function bonusErrorMessage(error: unknown): string {
  const body =
    error instanceof ApiError ? (error.body as { code?: unknown } | undefined) : undefined;
  const code = typeof body?.code === 'string' ? body.code : '';
  if (code && i18next.exists(`shell:errors.${code}`)) return i18next.t(`shell:errors.${code}`);
  return i18next.t('shell:errors.Bounse_Error');
}

const toastPlace = (direction: 'ltr' | 'rtl') => ({
  autoCloseMs: 2000,
  theme: 'dark' as const,
  hideProgressBar: true,
  closeOnClick: true,
  position: direction === 'rtl' ? ('top-left' as const) : ('top-right' as const),
});

sample({
  clock: bonusClicked,
  source: { pending: $bonusPending, hasBonus: $hasBonus },
  filter: ({ pending, hasBonus }) => !pending && hasBonus,
  target: transferCashbackFx,
});
sample({ clock: transferCashbackFx.finally, target: refreshRequested });
sample({
  clock: transferCashbackFx.failData,
  source: $direction,
  fn: (direction, error) => ({
    message: bonusErrorMessage(error),
    kind: 'error' as const,
    ...toastPlace(direction),
  }),
  target: toastRequested,
});
sample({
  clock: transferCashbackFx.doneData,
  source: { direction: $direction, user: $user },
  filter: (_, answer) => answer.transferred > 0,
  fn: ({ direction, user }, answer) => ({
    message: i18next.t('shell:header.bonusTransferred', {
      amount: formatMoney(answer.transferred, user?.currency ?? 'TND'),
    }),
    kind: 'success' as const,
    ...toastPlace(direction),
  }),
  target: toastRequested,
});
