/**
 * Before a player's first deposit the API asks (`show_limits_prompt`) that they be offered to set
 * limits first. The deposit page shows the offer above its form, never instead of it: the answer,
 * set or skipped, is recorded by the API and the offer goes away.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { fetchRgOverview, postLimitsPromptAnswer } from '../../entities/rg';

export type PromptChoice = 'set' | 'skipped';

export const pageOpened = createEvent();
export const answered = createEvent<PromptChoice>();

export const loadPromptFx = createEffect(async () => (await fetchRgOverview()).show_limits_prompt);
export const answerPromptFx = createEffect(postLimitsPromptAnswer);

/** Shown only once the API said so; a failed read shows nothing rather than block a deposit. */
export const $promptShown = createStore(false)
  .on(loadPromptFx.doneData, (_, shown) => shown)
  .on(answered, () => false)
  .reset(pageOpened);

sample({ clock: pageOpened, target: loadPromptFx });
sample({ clock: answered, target: answerPromptFx });
