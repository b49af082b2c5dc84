/**
 * The current path as the chrome renders it, and the one way the shell changes the URL.
 * history.pushState/replaceState are patched by single-spa, so every change reroutes.
 */
import { bus } from '@casino/shared/events';
import type { PublishedLinks } from '@casino/shared/publication';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { isFullWidthPath, isImmersivePath, resetsSport, type RouteRule } from './routes';

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
/** The guards and widths of the routes the remotes published (remotes.json, read at start). */
export const routeRulesPublished = createEvent<RouteRule[]>();
export const $routeRules = createStore<RouteRule[]>([]).on(
  routeRulesPublished,
  (_, rules) => rules,
);
/**
 * The places the remotes publish by name (`links` of routes.json): the chrome links to another
 * team's page through these, never by a path of its own. Empty until remotes.json is read.
 */
export const linksPublished = createEvent<PublishedLinks>();
export const $publishedLinks = createStore<PublishedLinks>({}).on(
  linksPublished,
  (_, links) => links,
);
export const $fullWidth = combine($pathname, $routeRules, (pathname, rules) =>
  isFullWidthPath(pathname, rules),
);
export const $immersive = combine($pathname, $routeRules, (pathname, rules) =>
  isImmersivePath(pathname, rules),
);

export const navigateFx = createEffect(({ to, replace, state }: NavigationRequest) => {
  if (replace) history.replaceState(state ?? null, '', to);
  else history.pushState(state ?? null, '', to);
});

export const goBackFx = createEffect(() => history.back());

export const announceSportResetFx = createEffect(() => bus.emit('sport:reset', {}));

export const applyFullWidthFx = createEffect((fullWidth: boolean) => {
  document.documentElement.dataset.fullWidth = String(fullWidth);
});
export const applyImmersiveFx = createEffect((immersive: boolean) => {
  document.documentElement.dataset.immersive = String(immersive);
});

sample({ clock: navigationRequested, target: navigateFx });
sample({ clock: backRequested, target: goBackFx });
sample({ clock: $fullWidth, target: applyFullWidthFx });
sample({ clock: $immersive, target: applyImmersiveFx });
sample({ clock: pathChanged, filter: resetsSport, target: announceSportResetFx });
