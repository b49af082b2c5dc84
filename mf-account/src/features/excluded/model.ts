/**
 * The excluded player's screens (docs/responsible-gambling.md, "Withdrawing while excluded"). The
 * player proves who they are with the credentials; the password stays in this page's memory for
 * the calls it makes (reading the cash, a withdrawal, the end request) and is dropped when the page
 * opens again. Nothing is stored and no session exists.
 */
import type { Millimes } from '@casino/shared/format';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  ACCOUNT_PATTERN,
  checkWithdrawal,
  type PaymentMethod,
  type WithdrawalView,
  type WithdrawProblem,
} from '../../entities/payment';
import {
  fetchExcludedCashier,
  requestExcludedWithdrawal,
  requestExclusionEnd,
  type ExcludedCashier,
} from '../../entities/rg';

export const pageOpened = createEvent();
export const usernameTyped = createEvent<string>();
export const passwordTyped = createEvent<string>();
export const signInSubmitted = createEvent();
export const methodChosen = createEvent<PaymentMethod>();
export const amountTyped = createEvent<string>();
export const accountTyped = createEvent<string>();
export const withdrawSubmitted = createEvent();
export const endRequested = createEvent();

export const loadFx = createEffect(fetchExcludedCashier);
export const withdrawFx = createEffect(requestExcludedWithdrawal);
export const endFx = createEffect(requestExclusionEnd);

export const $username = createStore('').on(usernameTyped, (_, text) => text);
export const $password = createStore('')
  .on(passwordTyped, (_, text) => text)
  .reset(pageOpened);
const $credentials = combine($username, $password, (username, password) => ({
  username: username.trim(),
  password,
}));

export const $cashier = createStore<ExcludedCashier | null>(null)
  .on(loadFx.doneData, (_, answer) => answer)
  .reset(pageOpened);
export const $signInRefusal = createStore<unknown>(null)
  .on(loadFx.failData, (_, error) => error)
  .reset(loadFx, pageOpened);
export const $signingIn = loadFx.pending;

export const $method = createStore<PaymentMethod | null>(null)
  .on(methodChosen, (_, method) => method)
  .on(loadFx.doneData, (chosen, { methods }) => chosen ?? methods[0]?.method ?? null)
  .reset(pageOpened);
export const $amountText = createStore('')
  .on(amountTyped, (_, text) => text)
  .reset(withdrawFx.done, pageOpened);
export const $account = createStore('')
  .on(accountTyped, (_, text) => text)
  .reset(pageOpened);
export const $problem = createStore<WithdrawProblem | null>(null).reset(
  amountTyped,
  methodChosen,
  pageOpened,
);
export const $accountInvalid = createStore(false).reset(accountTyped, pageOpened);
export const $withdrawRefusal = createStore<unknown>(null)
  .on(withdrawFx.failData, (_, error) => error)
  .reset(amountTyped, methodChosen, accountTyped, withdrawFx.done, pageOpened);
export const $requested = createStore<WithdrawalView | null>(null)
  .on(withdrawFx.doneData, (_, withdrawal) => withdrawal)
  .reset(amountTyped, pageOpened);
export const $sending = withdrawFx.pending;

/** When the asked end takes effect: from the request just made, else from the cashier's answer. */
export const $endEffectiveAt = createStore<string | null>(null)
  .on(loadFx.doneData, (_, answer) => answer.exclusion.end_effective_at)
  .on(endFx.doneData, (_, answer) => answer.end_effective_at)
  .reset(pageOpened);
export const $endRefusal = createStore<unknown>(null)
  .on(endFx.failData, (_, error) => error)
  .reset(endFx, pageOpened);
export const $ending = endFx.pending;

export const $limits = combine(
  $cashier,
  $method,
  (cashier, method) => cashier?.methods.find((entry) => entry.method === method) ?? null,
);

sample({
  clock: signInSubmitted,
  source: { credentials: $credentials, pending: $signingIn },
  filter: ({ credentials, pending }) =>
    credentials.username !== '' && credentials.password !== '' && !pending,
  fn: ({ credentials }) => credentials,
  target: loadFx,
});

const checked = sample({
  clock: withdrawSubmitted,
  source: {
    text: $amountText,
    limits: $limits,
    cashier: $cashier,
    method: $method,
    account: $account,
    sending: $sending,
  },
  filter: ({ cashier, method, sending }) => cashier !== null && method !== null && !sending,
  fn: ({ text, limits, cashier, method, account }) => ({
    result: checkWithdrawal(text, limits, cashier!.withdrawable),
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
  source: $credentials,
  filter: (_, { result, account }) => 'amount' in result && ACCOUNT_PATTERN.test(account),
  fn: (credentials, { result, method, account }) => ({
    ...credentials,
    method,
    account,
    amount: 'amount' in result ? result.amount : (0 as Millimes),
  }),
  target: withdrawFx,
});
// After a withdrawal the withdrawable cash and the list both changed.
sample({ clock: withdrawFx.done, source: $credentials, target: loadFx });

sample({
  clock: endRequested,
  source: { credentials: $credentials, pending: $ending },
  filter: ({ pending }) => !pending,
  fn: ({ credentials }) => credentials,
  target: endFx,
});
