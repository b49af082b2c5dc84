/**
 * Deposit: choose a method and an amount (typed in TND or a preset), see the method's limits and
 * fee, confirm, then leave for the provider's payment page (its own origin). The amount is checked
 * here for what the player can fix at once (format, the method's minimum and maximum); the API
 * checks every limit again and its refusal is shown as it says it.
 */
import type { Millimes } from '@casino/shared/format';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchDeposits,
  fetchPaymentMethods,
  parseTndAmount,
  startDeposit,
  type AmountProblem,
  type DepositView,
  type PaymentMethod,
  type PaymentMethods,
} from '../../entities/payment';

export type DepositProblem = AmountProblem | 'belowMinimum' | 'aboveMaximum';

/**
 * The player opened the page: a fresh form. The page fires it from a passive effect, once per
 * visit; a gate (a layout effect) would fire again each time a Suspense boundary above re-shows
 * the page, and throw the player back from the review to the form.
 */
export const pageOpened = createEvent();
export const methodChosen = createEvent<PaymentMethod>();
export const amountTyped = createEvent<string>();
export const reviewRequested = createEvent();
export const reviewCancelled = createEvent();
export const confirmed = createEvent();

export const loadMethodsFx = createEffect(fetchPaymentMethods);
export const loadDepositsFx = createEffect(fetchDeposits);
export const startDepositFx = createEffect(startDeposit);
/** Leaves the site for the provider's page; replaced in tests. */
export const openPaymentPageFx = createEffect((url: string) => {
  window.location.assign(url);
});

export const $methods = createStore<PaymentMethods | null>(null).on(
  loadMethodsFx.doneData,
  (_, methods) => methods,
);
export const $methodsFailed = createStore(false)
  .on(loadMethodsFx.fail, () => true)
  .reset(loadMethodsFx);
export const $deposits = createStore<DepositView[]>([]).on(
  loadDepositsFx.doneData,
  (_, list) => list,
);
export const $method = createStore<PaymentMethod | null>(null)
  .on(methodChosen, (_, method) => method)
  .on(loadMethodsFx.doneData, (chosen, { methods }) => chosen ?? methods[0]?.method ?? null);
export const $amountText = createStore('').on(amountTyped, (_, text) => text);
export const $step = createStore<'form' | 'review'>('form').reset(
  reviewCancelled,
  methodChosen,
  amountTyped,
  pageOpened,
);
/** Shown once the player asked to continue, and cleared as soon as they edit the amount. */
export const $problem = createStore<DepositProblem | null>(null).reset(
  amountTyped,
  methodChosen,
  pageOpened,
);
/** The API's refusal (limits, provider unavailable), in the player's language. */
export const $refusal = createStore<unknown>(null)
  .on(startDepositFx.failData, (_, error) => error)
  .reset(amountTyped, methodChosen, reviewCancelled, pageOpened);
export const $starting = startDepositFx.pending;

export const $limits = sample({
  source: { methods: $methods, method: $method },
  fn: ({ methods, method }) => methods?.methods.find((entry) => entry.method === method) ?? null,
});

/** The amount and the first thing wrong with it for the chosen method. */
export function checkDeposit(
  text: string,
  limits: { deposit: { min: Millimes; max: Millimes } } | null,
): { amount: Millimes } | { problem: DepositProblem } {
  const parsed = parseTndAmount(text);
  if (!parsed.ok) return { problem: parsed.problem };
  if (limits && parsed.millimes < limits.deposit.min) return { problem: 'belowMinimum' };
  if (limits && parsed.millimes > limits.deposit.max) return { problem: 'aboveMaximum' };
  return { amount: parsed.millimes };
}

sample({ clock: pageOpened, target: [loadMethodsFx, loadDepositsFx] });

const checked = sample({
  clock: reviewRequested,
  source: { text: $amountText, limits: $limits },
  fn: ({ text, limits }) => checkDeposit(text, limits),
});
sample({
  clock: checked,
  filter: (result) => 'problem' in result,
  fn: (result) => ('problem' in result ? result.problem : null),
  target: $problem,
});
sample({
  clock: checked,
  filter: (result) => 'amount' in result,
  fn: () => 'review' as const,
  target: $step,
});

sample({
  clock: confirmed,
  source: { text: $amountText, limits: $limits, method: $method, starting: $starting },
  filter: ({ method, starting }) => method !== null && !starting,
  fn: ({ text, limits, method }) => {
    const result = checkDeposit(text, limits);
    return { method: method!, amount: 'amount' in result ? result.amount : (0 as Millimes) };
  },
  target: startDepositFx,
});
sample({
  clock: startDepositFx.doneData,
  filter: (deposit) => Boolean(deposit.pay_url),
  fn: (deposit) => deposit.pay_url!,
  target: openPaymentPageFx,
});
