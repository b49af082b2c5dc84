/**
 * The splash goes once the chrome and the route's application have drawn (content or skeletons),
 * whatever the API does: no single-spa routing event (which waits for every application of the
 * route, the footer's idle load included) and no data is waited for.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { firstViewShown } from './model';

function application(name: string, parent: Element = document.body): HTMLElement {
  const container = document.createElement('div');
  container.id = `single-spa-application:${name}`;
  parent.append(container);
  return container;
}

const settled = (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
};
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('firstViewShown', () => {
  it('waits for the header, the side menu (desktop) and the main region, and for nothing else', async () => {
    const main = document.createElement('main');
    main.id = 'main-content';
    document.body.append(main);
    const header = application('shell-header');
    const sidebar = application('shell-sidebar');
    const route = application('mf-home', main);
    application('shell-footer');
    const shown = settled(firstViewShown());

    header.append(document.createElement('div'));
    route.append(document.createElement('div'));
    await nextTurn();
    // happy-dom's default window is 1024 px wide: the desktop layout, whose side menu counts.
    expect(matchMedia('(min-width: 1024px)').matches).toBe(true);
    expect(shown()).toBe(false);

    sidebar.append(document.createElement('nav'));
    await nextTurn();
    // The footer never drew and no routing event came: the page is shown all the same.
    expect(shown()).toBe(true);
  });
});
