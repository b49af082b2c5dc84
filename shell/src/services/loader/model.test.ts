/**
 * The splash goes once the chrome and the route's application are on screen (drawn, or mounted
 * with nothing to draw yet), whatever the API does: no single-spa routing event (which waits for
 * every application of the route, the footer's idle load included) and no data is waited for.
 */
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { getAppStatus, MOUNTED, registerApplication, start } from 'single-spa';
import {
  $loading,
  finishLoadingAfterFirstView,
  firstViewShown,
  SPLASH_LIMIT_MS,
  startSplashLimit,
} from './model';

function application(name: string, parent: Element = document.body): HTMLElement {
  const container = document.createElement('div');
  container.id = `single-spa-application:${name}`;
  parent.append(container);
  return container;
}

function mainRegion(): HTMLElement {
  const main = document.createElement('main');
  main.id = 'main-content';
  document.body.append(main);
  return main;
}

const mounted = (name: string) => getAppStatus(name) === MOUNTED;
const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};
/** Long enough for the loader's checks (every 50 ms) to have looked several times. */
const severalChecks = () => new Promise((resolve) => setTimeout(resolve, 200));
const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstViewShown', () => {
  it('waits for the header, the side menu (desktop) and the main region, and for nothing else', async () => {
    const main = mainRegion();
    const header = application('shell-header');
    const sidebar = application('shell-sidebar');
    const route = application('mf-home', main);
    application('shell-footer');
    const shown = settled(firstViewShown(mounted));

    header.append(document.createElement('div'));
    route.append(document.createElement('div'));
    // happy-dom's default window is 1024 px wide: the desktop layout, whose side menu counts.
    expect(matchMedia('(min-width: 1024px)').matches).toBe(true);
    await severalChecks();
    expect(shown()).toBe(false);

    sidebar.append(document.createElement('nav'));
    // The footer never drew and no routing event came: the page is shown all the same.
    await until(shown);
  });

  it('takes a mounted route application that draws nothing yet (it waits for the player) as shown', async () => {
    const main = mainRegion();
    application('shell-header').append(document.createElement('div'));
    application('shell-sidebar').append(document.createElement('nav'));
    application('mf-account', main);
    const shown = settled(firstViewShown(mounted));
    await severalChecks();
    expect(shown()).toBe(false);

    const noop = async () => undefined;
    registerApplication({
      name: 'mf-account',
      app: { bootstrap: noop, mount: noop, unmount: noop },
      activeWhen: () => true,
    });
    start();
    await until(shown);
  });
});

describe('the splash limit', () => {
  it('counts from the start of the services, not from when the first route is known', () => {
    rs.useFakeTimers();
    try {
      startSplashLimit();
      // The remotes' route rules took most of the limit; nothing of the route is drawn.
      rs.advanceTimersByTime(SPLASH_LIMIT_MS - 1000);
      finishLoadingAfterFirstView(mounted);
      expect($loading.getState()).toBe(true);
      rs.advanceTimersByTime(1000);
      expect($loading.getState()).toBe(false);
    } finally {
      rs.useRealTimers();
    }
  });
});
