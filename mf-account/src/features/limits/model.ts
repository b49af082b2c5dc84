/**
 * The limits page: each of the nine limits (deposit, loss, wager × 24 h, 7 days, month) with what
 * it has used, when that resets, and a pending raise or removal. An amount is typed in TND and
 * parsed to millimes here (the player fixes a typo at once); every other rule (a lower limit
 * applies at once, a raise waits 24 hours) is the API's, whose answer the page shows.
 */
import type { Millimes } from '@casino/shared/format';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { parseTndAmount, refusalText, type AmountProblem } from '../../entities/payment';
import {
  fetchRgOverview,
  limitKey,
  postLimitConfirmation,
  putLimit,
  type LimitKey,
  type RgLimitKind,
  type RgLimitPeriod,
  type RgOverview,
  type RgSetLimitAnswer,
} from '../../entities/rg';

export interface LimitRef {
  kind: RgLimitKind;
  period: RgLimitPeriod;
}

/** What the last change of a limit did, as the API answered it. */
export type LimitOutcome = RgSetLimitAnswer['applied'] | 'removed' | 'confirmed';

export const pageOpened = createEvent();
export const amountTyped = createEvent<LimitRef & { text: string }>();
export const saveRequested = createEvent<LimitRef>();
export const removeRequested = createEvent<LimitRef>();
export const confirmRequested = createEvent<LimitRef>();

export const loadOverviewFx = createEffect(fetchRgOverview);
export const setLimitFx = createEffect((body: LimitRef & { amount: Millimes | null }) =>
  putLimit(body),
);
export const confirmLimitFx = createEffect((ref: LimitRef) => postLimitConfirmation(ref));

/** The API's view; `now` is the server's clock, against which `confirmable_at` is judged. */
export const $overview = createStore<RgOverview | null>(null)
  .on(loadOverviewFx.doneData, (_, overview) => overview)
  .on(confirmLimitFx.doneData, (_, overview) => overview)
  .on(setLimitFx.doneData, (overview, answer) =>
    overview ? { ...overview, limits: answer.limits } : overview,
  );
export const $loadFailed = createStore(false)
  .on(loadOverviewFx.fail, () => true)
  .reset(loadOverviewFx);

export const $drafts = createStore<Partial<Record<LimitKey, string>>>({})
  .on(amountTyped, (drafts, { kind, period, text }) => ({
    ...drafts,
    [limitKey(kind, period)]: text,
  }))
  .on(setLimitFx.done, (drafts, { params }) => ({
    ...drafts,
    [limitKey(params.kind, params.period)]: '',
  }))
  .reset(pageOpened);

export const $problems = createStore<Partial<Record<LimitKey, AmountProblem>>>({}).reset(
  pageOpened,
);
/** The API's refusal of a change or a confirmation, in the player's language. */
export const $refusals = createStore<Partial<Record<LimitKey, string>>>({}).reset(pageOpened);
export const $outcomes = createStore<Partial<Record<LimitKey, LimitOutcome>>>({}).reset(pageOpened);
export const $busy = createStore<LimitKey | null>(null)
  .on(setLimitFx, (_, { kind, period }) => limitKey(kind, period))
  .on(confirmLimitFx, (_, { kind, period }) => limitKey(kind, period))
  .reset(setLimitFx.finally, confirmLimitFx.finally);

/** Typing again clears what was said about the limit. */
function without<T>(map: Partial<Record<LimitKey, T>>, key: LimitKey) {
  const next = { ...map };
  delete next[key];
  return next;
}
$problems.on(amountTyped, (map, { kind, period }) => without(map, limitKey(kind, period)));
$refusals
  .on([amountTyped, setLimitFx, confirmLimitFx], (map, { kind, period }) =>
    without(map, limitKey(kind, period)),
  )
  .on([setLimitFx.fail, confirmLimitFx.fail], (map, { params, error }) => ({
    ...map,
    [limitKey(params.kind, params.period)]: refusalText(error, ''),
  }));
$outcomes
  .on([amountTyped, setLimitFx, confirmLimitFx], (map, { kind, period }) =>
    without(map, limitKey(kind, period)),
  )
  .on(setLimitFx.done, (map, { params, result }) => ({
    ...map,
    [limitKey(params.kind, params.period)]:
      params.amount === null && result.applied === 'now' ? 'removed' : result.applied,
  }))
  .on(confirmLimitFx.done, (map, { params }) => ({
    ...map,
    [limitKey(params.kind, params.period)]: 'confirmed',
  }));

sample({ clock: pageOpened, target: loadOverviewFx });

const parsed = sample({
  clock: saveRequested,
  source: $drafts,
  filter: $busy.map((busy) => busy === null),
  fn: (drafts, ref) => ({
    ref,
    result: parseTndAmount(drafts[limitKey(ref.kind, ref.period)] ?? ''),
  }),
});
sample({
  clock: parsed,
  source: $problems,
  filter: (_, { result }) => !result.ok,
  fn: (problems, { ref, result }) => ({
    ...problems,
    [limitKey(ref.kind, ref.period)]: result.ok ? undefined : result.problem,
  }),
  target: $problems,
});
sample({
  clock: parsed,
  filter: ({ result }) => result.ok,
  fn: ({ ref, result }) => ({ ...ref, amount: result.ok ? result.millimes : null }),
  target: setLimitFx,
});
sample({
  clock: removeRequested,
  filter: $busy.map((busy) => busy === null),
  fn: (ref) => ({ ...ref, amount: null }),
  target: setLimitFx,
});
sample({
  clock: confirmRequested,
  filter: $busy.map((busy) => busy === null),
  target: confirmLimitFx,
});
/* A refused confirmation (too early, nothing pending) may mean the page is stale: read again. */
sample({ clock: confirmLimitFx.fail, target: loadOverviewFx });
