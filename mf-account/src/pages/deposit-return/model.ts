/**
 * The return from the provider's page (/cashier/return?deposit=ID): the deposit as the API
 * reads it from the provider. While it is pending the page asks again every 2 s, for a minute:
 * a webhook or the provider's own delay may settle it; after that the player sees it pending.
 * What the URL says (outcome=success) is never believed: only the API's status is shown.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { fetchDeposit, type DepositView } from '../../entities/payment';

export const POLL_MS = 2_000;
export const MAX_POLLS = 30;

export const returnPage = createGate<{ id: number | null }>();
export const retried = createEvent();

export const loadDepositFx = createEffect(fetchDeposit);
export const waitFx = createEffect(
  () => new Promise<void>((resolve) => window.setTimeout(resolve, POLL_MS)),
);

export const $deposit = createStore<DepositView | null>(null)
  .on(loadDepositFx.doneData, (_, deposit) => deposit)
  .reset(returnPage.close);
export const $failed = createStore(false)
  .on(loadDepositFx.fail, () => true)
  .reset(loadDepositFx, returnPage.close);
const $polls = createStore(0)
  .on(loadDepositFx.done, (count) => count + 1)
  .reset(returnPage.open, retried);
export const $gaveUp = sample({
  source: { deposit: $deposit, polls: $polls },
  fn: ({ deposit, polls }) => deposit?.status === 'pending' && polls >= MAX_POLLS,
});

sample({
  clock: [returnPage.open, retried],
  source: returnPage.state,
  filter: (state): state is { id: number } => typeof state.id === 'number',
  fn: (state) => state.id!,
  target: loadDepositFx,
});
sample({
  clock: loadDepositFx.doneData,
  source: $polls,
  filter: (polls, deposit) => deposit.status === 'pending' && polls < MAX_POLLS,
  target: waitFx,
});
// Only while the page is still shown: a player who left stops the polling.
sample({
  clock: waitFx.done,
  source: { state: returnPage.state, open: returnPage.status },
  filter: ({ state, open }) => open && typeof state.id === 'number',
  fn: ({ state }) => state.id!,
  target: loadDepositFx,
});
