/**
 * The jackpot-win popup (spec §4): opens when the user arrives with `jackpot_state` true and
 * stays until Close. The API delivers the notification once, so a later refresh with the state
 * cleared must not close it.
 */
import type { PlayerUser } from '@casino/shared/events';
import { createEvent, createStore, sample } from 'effector';
import { fetchUserFx, userReceived } from '../user/model';
import { tokenDropped } from '../token/model';

export interface JackpotWin {
  name: string;
  amount: number;
  currency: string;
}

export const jackpotPopupClosed = createEvent();
const jackpotWon = createEvent<JackpotWin>();

export function jackpotWinOf(user: PlayerUser): JackpotWin {
  return { name: user.jackpot_name ?? 'Diamond Jackpot', amount: user.jackpot_amount ?? 0, currency: user.currency };
}

export const $jackpotWin = createStore<JackpotWin | null>(null)
  .on(jackpotWon, (_, win) => win)
  .reset(jackpotPopupClosed, tokenDropped);

sample({
  clock: [fetchUserFx.doneData, userReceived],
  filter: (user) => user.jackpot_state,
  fn: jackpotWinOf,
  target: jackpotWon,
});
