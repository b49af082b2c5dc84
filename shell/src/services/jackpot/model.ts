/**
 * The jackpot-win popup: opens when the user arrives with `jackpot_state` true and
 * stays until Close. The API delivers the notification once, so a later refresh with the state
 * cleared must not close it.
 */
import type { PlayerUser } from '@casino/shared/events';
import type { Millimes } from '@casino/shared/format';
import { createEvent, createStore, sample } from 'effector';
import { fetchUserFx, userReceived } from '../user/model';
import { tokenDropped } from '../token/model';

export interface JackpotWin {
  name: string;
  /** Null while the API has not told the amount yet: the popup shows a skeleton, never 0.00. */
  amount: Millimes | null;
  currency: string;
}

export const jackpotPopupClosed = createEvent();
const jackpotWon = createEvent<JackpotWin>();

export function jackpotWinOf(user: PlayerUser): JackpotWin {
  return {
    name: user.jackpot_name ?? 'Diamond Jackpot',
    amount: user.jackpot_amount ?? null,
    currency: user.currency,
  };
}

const amountArrived = createEvent<Millimes>();

export const $jackpotWin = createStore<JackpotWin | null>(null)
  .on(jackpotWon, (_, win) => win)
  .on(amountArrived, (win, amount) => (win ? { ...win, amount } : win))
  .reset(jackpotPopupClosed, tokenDropped);

sample({
  clock: [fetchUserFx.doneData, userReceived],
  filter: (user) => user.jackpot_state,
  fn: jackpotWinOf,
  target: jackpotWon,
});

/** A later refresh that carries the amount fills a popup that opened without it. */
sample({
  clock: [fetchUserFx.doneData, userReceived],
  source: $jackpotWin,
  filter: (win, user) => win !== null && win.amount === null && user.jackpot_amount !== null,
  fn: (_, user) => user.jackpot_amount as Millimes,
  target: amountArrived,
});
