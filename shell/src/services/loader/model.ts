/** The global loading flag (spec §1): the splash shows while it is set; cleared ~200 ms after start. */
import { createEffect, createEvent, createStore, sample } from 'effector';

export const SPLASH_MS = 200;

export const loadingFinished = createEvent();
export const loadingStarted = createEvent();

export const $loading = createStore(true)
  .on(loadingStarted, () => true)
  .on(loadingFinished, () => false);

export const applyLoadingFx = createEffect((loading: boolean) => {
  const splash = document.getElementById('splash');
  if (splash) splash.hidden = !loading;
});

sample({ clock: $loading, target: applyLoadingFx });
