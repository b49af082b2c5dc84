/**
 * The game rails of the home page come from the casino team (`mf_casino/game-rail`), loaded at
 * runtime through the page's remote loader: no build of ours depends on theirs. When that module
 * cannot be loaded (mf-casino down, refused for its contract) or throws while rendering, the page
 * shows its own notice with a retry in place of the rails; the rest of the page is ours and stays.
 */
import { loadExposed, type GameRailModule } from '@casino/shared/remotes';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import i18next from 'i18next';

export const CasinoRailsGate = createGate();
export const retryClicked = createEvent();
/** The casino's rail threw while rendering (caught by the page's error boundary). */
export const renderFailed = createEvent<unknown>();

export const loadRailsFx = createEffect(async (): Promise<GameRailModule> => {
  const module = await loadExposed('mf_casino/game-rail');
  if (typeof module?.GameRail !== 'function') {
    throw new Error('mf_casino/game-rail exposes no GameRail');
  }
  // Its texts before its first render: a suspended render would blank our whole page.
  await i18next.loadNamespaces(Array.isArray(module.namespaces) ? module.namespaces : []);
  return module;
});

export const $railsModule = createStore<GameRailModule | null>(null, { serialize: 'ignore' })
  .on(loadRailsFx.doneData, (_, module) => module)
  .reset(renderFailed);
export const $railsFailed = createStore(false)
  .on(loadRailsFx.fail, () => true)
  .on(renderFailed, () => true)
  .reset(loadRailsFx);

sample({
  clock: [CasinoRailsGate.open, retryClicked],
  source: { module: $railsModule, loading: loadRailsFx.pending },
  filter: ({ module, loading }) => module === null && !loading,
  target: loadRailsFx,
});

const reportRenderFailureFx = createEffect((error: unknown) =>
  console.warn('[mf-home] the casino rails failed while rendering', error),
);
sample({ clock: renderFailed, target: reportRenderFailureFx });
