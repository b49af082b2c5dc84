/**
 * Where a login starts and how it ends, follow-up included. A remote's
 * `auth:require-login` opens the modal, or the page when it asks for a full page. On success
 * the modal closes and the follow-up is handed back at once; the page instead leaves (back in
 * history, replacing the entry) and hands the follow-up back once the route has mounted, so the
 * remote that asked is there to carry it out.
 */
import type { FollowUp } from '@casino/shared/events';
import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  announceLoginFx,
  followUpDropped,
  loginFormReset,
  loginRequired,
  loginSucceeded,
} from '../auth/model';
import { loginModalOpened, modalClosed, modalDismissed } from '../modal/model';
import { goBackFx, navigateFx, pathChanged } from '../navigation/model';

/** How many different pages this tab has shown in the site (a routing reports a path twice). */
const $visits = createStore({ count: 0, last: '' }).on(pathChanged, (visits, pathname) =>
  pathname === visits.last ? visits : { count: visits.count + 1, last: pathname },
);
export const $visitedEntries = $visits.map(({ count }) => count);

/** Resolves once single-spa has finished the next routing (the target's apps are mounted). */
function nextRouting(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('single-spa:routing-event', () => resolve(), { once: true });
  });
}

export const leaveLoginPageFx = createEffect(
  async ({ then, hasPrevious }: { then?: FollowUp; hasPrevious: boolean }) => {
    const routed = nextRouting();
    const returnTo = (history.state as { returnTo?: unknown } | null)?.returnTo;
    if (typeof returnTo === 'string' && returnTo.startsWith('/'))
      history.replaceState(null, '', returnTo);
    else if (hasPrevious) history.back();
    else history.replaceState(null, '', '/');
    await routed;
    return then;
  },
);

export const loginPageOpened = createEvent();
export const loginPageClosed = createEvent();

/** Where a login asked from the modal should lead afterwards (e.g. a login-only menu item). */
export const $modalReturnTo = createStore<string | null>(null)
  .on(loginRequired, (_, { isFullPage, returnTo }) => (isFullPage ? null : (returnTo ?? null)))
  .reset(modalDismissed);

sample({
  clock: loginRequired,
  filter: ({ isFullPage }) => isFullPage,
  fn: ({ returnTo }) => ({
    to: '/login',
    state: { isFullPage: true, returnTo: returnTo ?? location.pathname },
  }),
  target: navigateFx,
});
sample({
  clock: loginRequired,
  filter: ({ isFullPage }) => !isFullPage,
  target: [loginFormReset, loginModalOpened],
});
sample({ clock: loginPageOpened, target: loginFormReset });
sample({ clock: modalDismissed, target: followUpDropped });

sample({
  clock: loginSucceeded,
  filter: ({ surface }) => surface === 'modal',
  target: modalClosed,
});
sample({
  clock: loginSucceeded,
  filter: ({ surface }) => surface === 'modal',
  fn: ({ then }) => then,
  target: announceLoginFx,
});
sample({
  clock: loginSucceeded,
  source: $visitedEntries,
  filter: (_, { surface }) => surface === 'page',
  fn: (visited, { then }) => ({ then, hasPrevious: visited > 1 }),
  target: leaveLoginPageFx,
});
sample({ clock: leaveLoginPageFx.doneData, target: announceLoginFx });

sample({
  clock: loginSucceeded,
  source: $modalReturnTo,
  filter: (returnTo, { surface }) =>
    surface === 'modal' && returnTo !== null && returnTo !== location.pathname,
  fn: (returnTo) => ({ to: returnTo as string }),
  target: navigateFx,
});

/** Closing the page goes back where the guest came from, or home when the page was the first. */
sample({
  clock: loginPageClosed,
  source: $visitedEntries,
  filter: (visited) => visited > 1,
  target: goBackFx,
});
sample({
  clock: loginPageClosed,
  source: $visitedEntries,
  filter: (visited) => visited <= 1,
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});

/**
 * After a login the keyboard goes on from the page's main heading, not from
 * the top of the document: once the login modal has gone (its focus return done) or the page
 * has left, focus moves to the main region's first heading (else the main region itself).
 */
export const focusMainHeadingFx = createEffect(
  () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const attempt = () => {
        const dialogOpen = document.querySelector('[role="dialog"]') !== null;
        const heading = document.querySelector<HTMLElement>('#main-content h1, #main-content h2');
        if ((dialogOpen || !heading) && performance.now() - started < 2000) {
          requestAnimationFrame(attempt);
          return;
        }
        const target = heading ?? document.getElementById('main-content');
        if (target) {
          if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
        resolve();
      };
      // After the dialog's own focus return, which runs as it unmounts.
      setTimeout(attempt, 0);
    }),
);
sample({ clock: announceLoginFx.done, target: focusMainHeadingFx });
