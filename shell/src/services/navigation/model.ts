/**
 * The current path as the chrome renders it, and the one way the shell changes the URL.
 * history.pushState/replaceState are patched by single-spa, so every change reroutes.
 */
import { bus } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { isFullWidthPath, resetsSport } from './routes';

export interface NavigationRequest {
  to: string;
  replace?: boolean;
  state?: Record<string, unknown> | null;
}

export const pathChanged = createEvent<string>();
export const navigationRequested = createEvent<NavigationRequest>();
export const backRequested = createEvent();

export const $pathname = createStore(typeof location === 'undefined' ? '/' : location.pathname).on(
  pathChanged,
  (_, pathname) => pathname,
);
export const $fullWidth = $pathname.map(isFullWidthPath);

export const navigateFx = createEffect(({ to, replace, state }: NavigationRequest) => {
  if (replace) history.replaceState(state ?? null, '', to);
  else history.pushState(state ?? null, '', to);
});

export const goBackFx = createEffect(() => history.back());

export const announceSportResetFx = createEffect(() => bus.emit('sport:reset-requested', {}));

export const applyFullWidthFx = createEffect((fullWidth: boolean) => {
  document.documentElement.dataset.fullWidth = String(fullWidth);
});

sample({ clock: navigationRequested, target: navigateFx });
sample({ clock: backRequested, target: goBackFx });
sample({ clock: $fullWidth, target: applyFullWidthFx });
sample({ clock: pathChanged, filter: resetsSport, target: announceSportResetFx });
