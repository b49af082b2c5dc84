/**
 * Route guards: private routes need a token (a guest goes to /login on mobile, / on
 * desktop); the login page sends a player to /. Navigations are cancelled in single-spa's
 * before-routing event, so a private remote never mounts for a guest; the first URL is checked
 * before single-spa starts; losing the token on a private page (401, another tab) leaves it at once; a logout goes to /.
 */
import { attach, createEffect, createEvent, sample } from 'effector';
import { $layout } from '../device/model';
import { $pathname, $routeRules, navigateFx } from '../navigation/model';
import { guardRedirect, type RouteRule } from '../navigation/routes';
import { loginRequired, unauthorized } from '../auth/model';
import { $tokenPresent, tokenVanished } from '../token/model';

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

type Layout = 'mobile' | 'desktop';

/**
 * A guest was stopped on the desktop on the way to a private page (`path`): the page is home and
 * the login modal says why, with the page as its follow-up (on mobile the login page does it).
 */
export const privatePageRefused = createEvent<string>();
const refusedAsGuest = (redirectTo: string | null, tokenPresent: boolean, path: string) => {
  if (redirectTo === '/' && !tokenPresent) privatePageRefused(path);
};

const decideFx = createEffect(
  ({
    tokenPresent,
    layout,
    pathname,
    rules,
  }: {
    tokenPresent: boolean;
    layout: Layout;
    pathname: string;
    rules: RouteRule[];
  }) => guardRedirect(pathname, tokenPresent, layout, rules),
);

/** Checks one navigation; cancels it and redirects when the guard says so. */
export const guardNavigationFx = attach({
  source: { tokenPresent: $tokenPresent, layout: $layout, rules: $routeRules },
  effect: createEffect(
    ({
      tokenPresent,
      layout,
      rules,
      detail,
    }: {
      tokenPresent: boolean;
      layout: Layout;
      rules: RouteRule[];
      detail: RoutingDetail;
    }) => {
      const url = new URL(detail.newUrl, location.href);
      const redirectTo = guardRedirect(url.pathname, tokenPresent, layout, rules);
      if (!redirectTo || !detail.cancelNavigation) return null;
      detail.cancelNavigation(true);
      const state =
        redirectTo === '/login' ? { isFullPage: true, returnTo: url.pathname + url.search } : null;
      // After single-spa has put the old URL back; a queued navigation reroutes once it is done.
      setTimeout(() => {
        history.pushState(state, '', redirectTo);
        refusedAsGuest(redirectTo, tokenPresent, url.pathname + url.search);
      });
      return redirectTo;
    },
  ),
  mapParams: (detail: RoutingDetail, source) => ({ ...source, detail }),
});

/** The URL the page was opened with, before single-spa's first routing. */
export const guardFirstUrlFx = attach({
  source: { tokenPresent: $tokenPresent, layout: $layout, rules: $routeRules },
  effect: createEffect(
    ({
      tokenPresent,
      layout,
      rules,
    }: {
      tokenPresent: boolean;
      layout: Layout;
      rules: RouteRule[];
    }) => {
      const redirectTo = guardRedirect(location.pathname, tokenPresent, layout, rules);
      if (!redirectTo) return null;
      const asked = location.pathname + location.search;
      const state = redirectTo === '/login' ? { isFullPage: true, returnTo: asked } : null;
      history.replaceState(state, '', redirectTo);
      refusedAsGuest(redirectTo, tokenPresent, asked);
      return redirectTo;
    },
  ),
});

export const installGuardFx = createEffect(() => {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    guardNavigationFx((event as CustomEvent<RoutingDetail>).detail);
  });
});

sample({
  clock: [unauthorized, tokenVanished],
  source: { layout: $layout, pathname: $pathname, rules: $routeRules },
  fn: ({ layout, pathname, rules }) => ({ tokenPresent: false, layout, pathname, rules }),
  target: decideFx,
});
sample({
  clock: decideFx.doneData,
  filter: (redirectTo): redirectTo is string => redirectTo !== null,
  fn: (redirectTo: string) => ({ to: redirectTo, replace: true }),
  target: navigateFx,
});

sample({
  clock: privatePageRefused,
  fn: (path) => ({ isFullPage: false, returnTo: path }),
  target: loginRequired,
});
