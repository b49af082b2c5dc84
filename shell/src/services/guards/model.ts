/**
 * Route guards (spec §2): private routes need a token (a guest goes to /login on mobile, / on
 * desktop); the login page sends a player to /. Navigations are cancelled in single-spa's
 * before-routing event, so a private remote never mounts for a guest; the first URL is checked
 * before single-spa starts; losing the token on a private page (401, another tab) leaves it at once; a logout goes to /.
 */
import { attach, createEffect, sample } from 'effector';
import { $layout } from '../device/model';
import { $pathname, navigateFx } from '../navigation/model';
import { guardRedirect } from '../navigation/routes';
import { unauthorized } from '../auth/model';
import { $tokenPresent, tokenVanished } from '../token/model';

interface RoutingDetail {
  newUrl: string;
  cancelNavigation?: (value?: boolean) => void;
}

const decideFx = createEffect(
  ({ tokenPresent, layout, pathname }: { tokenPresent: boolean; layout: 'mobile' | 'desktop'; pathname: string }) =>
    guardRedirect(pathname, tokenPresent, layout),
);

/** Checks one navigation; cancels it and redirects when the guard says so. */
export const guardNavigationFx = attach({
  source: { tokenPresent: $tokenPresent, layout: $layout },
  effect: createEffect(
    ({ tokenPresent, layout, detail }: { tokenPresent: boolean; layout: 'mobile' | 'desktop'; detail: RoutingDetail }) => {
      const url = new URL(detail.newUrl, location.href);
      const redirectTo = guardRedirect(url.pathname, tokenPresent, layout);
      if (!redirectTo || !detail.cancelNavigation) return null;
      detail.cancelNavigation(true);
      const state = redirectTo === '/login' ? { isFullPage: true, returnTo: url.pathname + url.search } : null;
      // After single-spa has put the old URL back; a queued navigation reroutes once it is done.
      setTimeout(() => history.pushState(state, '', redirectTo));
      return redirectTo;
    },
  ),
  mapParams: (detail: RoutingDetail, source) => ({ ...source, detail }),
});

/** The URL the page was opened with, before single-spa's first routing. */
export const guardFirstUrlFx = attach({
  source: { tokenPresent: $tokenPresent, layout: $layout },
  effect: createEffect(
    ({ tokenPresent, layout }: { tokenPresent: boolean; layout: 'mobile' | 'desktop' }) => {
      const redirectTo = guardRedirect(location.pathname, tokenPresent, layout);
      if (!redirectTo) return null;
      const state = redirectTo === '/login' ? { isFullPage: true, returnTo: location.pathname + location.search } : null;
      history.replaceState(state, '', redirectTo);
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
  source: { layout: $layout, pathname: $pathname },
  fn: ({ layout, pathname }) => ({ tokenPresent: false, layout, pathname }),
  target: decideFx,
});
sample({
  clock: decideFx.doneData,
  filter: (redirectTo): redirectTo is string => redirectTo !== null,
  fn: (redirectTo: string) => ({ to: redirectTo, replace: true }),
  target: navigateFx,
});
