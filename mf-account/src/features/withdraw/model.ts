/**
 * Withdraw: an amount up to the withdrawable cash (bonus money never is), a payout method and the
 * account it is paid to. The request takes the amount out of the balance at once and waits for
 * the operator; the list below follows it (requested, approved, paid, or rejected with the reason).
 * Checked here for what the player can fix at once; the API checks every limit again.
 */
import type { Millimes } from '@casino/shared/format';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  ACCOUNT_PATTERN,
  checkWithdrawal,
  fetchPaymentMethods,
  fetchWithdrawals,
  requestWithdrawal,
  type PaymentMethod,
  type PaymentMethods,
  type WithdrawalView,
  type WithdrawProblem,
} from '../../entities/payment';

export { checkWithdrawal, type WithdrawProblem };

export { ACCOUNT_PATTERN };

/**
 * The player opened the page: a fresh form. The page fires it from a passive effect, once per
 * visit; a gate (a layout effect) would fire again each time a Suspense boundary above re-shows
 * the page, and throw the player back from the review to the form.
 */
export const pageOpened = createEvent();
export const methodChosen = createEvent<PaymentMethod>();
export const amountTyped = createEvent<string>();
export const accountTyped = createEvent<string>();
export const submitted = createEvent();

export const loadMethodsFx = createEffect(fetchPaymentMethods);
export const loadWithdrawalsFx = createEffect(fetchWithdrawals);
export const requestWithdrawalFx = createEffect(requestWithdrawal);

export const $methods = createStore<PaymentMethods | null>(null).on(
  loadMethodsFx.doneData,
  (_, methods) => methods,
);
export const $methodsFailed = createStore(false)
  .on(loadMethodsFx.fail, () => true)
  .reset(loadMethodsFx);
export const $withdrawals = createStore<WithdrawalView[]>([]).on(
  loadWithdrawalsFx.doneData,
  (_, list) => list,
);
export const $method = createStore<PaymentMethod | null>(null)
  .on(methodChosen, (_, method) => method)
  .on(loadMethodsFx.doneData, (chosen, { methods }) => chosen ?? methods[0]?.method ?? null);
export const $amountText = createStore('')
  .on(amountTyped, (_, text) => text)
  .reset(requestWithdrawalFx.done);
export const $account = createStore('').on(accountTyped, (_, text) => text);
export const $problem = createStore<WithdrawProblem | null>(null).reset(
  amountTyped,
  methodChosen,
  pageOpened,
);
export const $accountInvalid = createStore(false).reset(accountTyped, pageOpened);
export const $refusal = createStore<unknown>(null)
  .on(requestWithdrawalFx.failData, (_, error) => error)
  .reset(amountTyped, methodChosen, accountTyped, pageOpened, requestWithdrawalFx.done);
/** The request just made, for the confirmation line. */
export const $requested = createStore<WithdrawalView | null>(null)
  .on(requestWithdrawalFx.doneData, (_, withdrawal) => withdrawal)
  .reset(amountTyped, pageOpened);
export const $sending = requestWithdrawalFx.pending;

export const $limits = sample({
  source: { methods: $methods, method: $method },
  fn: ({ methods, method }) => methods?.methods.find((entry) => entry.method === method) ?? null,
});

sample({ clock: pageOpened, target: [loadMethodsFx, loadWithdrawalsFx] });
// After a request the withdrawable cash and the list both changed.
sample({ clock: requestWithdrawalFx.done, target: [loadMethodsFx, loadWithdrawalsFx] });

const checked = sample({
  clock: submitted,
  source: {
    text: $amountText,
    limits: $limits,
    methods: $methods,
    method: $method,
    account: $account,
    sending: $sending,
  },
  filter: ({ methods, method, sending }) => methods !== null && method !== null && !sending,
  fn: ({ text, limits, methods, method, account }) => ({
    result: checkWithdrawal(text, limits, methods!.withdrawable),
    method: method!,
    account: account.trim(),
  }),
});
sample({
  clock: checked,
  filter: ({ result }) => 'problem' in result,
  fn: ({ result }) => ('problem' in result ? result.problem : null),
  target: $problem,
});
sample({
  clock: checked,
  fn: ({ account }) => !ACCOUNT_PATTERN.test(account),
  target: $accountInvalid,
});
sample({
  clock: checked,
  filter: ({ result, account }) => 'amount' in result && ACCOUNT_PATTERN.test(account),
  fn: ({ result, method, account }) => ({
    method,
    account,
    amount: 'amount' in result ? result.amount : (0 as Millimes),
  }),
  target: requestWithdrawalFx,
});
