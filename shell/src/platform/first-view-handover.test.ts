/**
 * The server's first view moves into the route's application container, the same nodes, only
 * for the page it was drawn for, only into the main region's empty container.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import { FIRST_VIEW_ROOT } from '@casino/shared/first-view';
import { adoptFirstView, HANDED_OVER } from './first-view-handover';

function page(path = '/') {
  document.body.innerHTML = `
    <div id="splash"><div class="splash__main"><div ${FIRST_VIEW_ROOT}="${path}"><!--$--><section><img src="/b.webp" alt=""></section><!--/$--></div></div></div>
    <div id="app"><main id="main-content"><div id="single-spa-application:mf-x"></div></main>
    <header><div id="single-spa-application:shell-header"></div></header></div>`;
  return {
    image: document.querySelector('#splash img'),
    container: document.getElementById('single-spa-application:mf-x')!,
  };
}

describe('adoptFirstView', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("moves the server's nodes, its comments included, into the route's container", () => {
    const { image, container } = page('/');
    expect(adoptFirstView(container, document, { pathname: '/', search: '' })).toBe(true);
    expect(container.querySelector('img')).toBe(image);
    expect(container.innerHTML).toBe(
      '<!--$--><section><img src="/b.webp" alt=""></section><!--/$-->',
    );
    expect(document.querySelector(`[${FIRST_VIEW_ROOT}]`)).toBeNull();
    expect(document.getElementById('splash')!.hasAttribute(HANDED_OVER)).toBe(true);
  });

  it('keeps it for another path, a query, or a container outside the main region', () => {
    const { container } = page('/casino/preview');
    expect(adoptFirstView(container, document, { pathname: '/login', search: '' })).toBe(false);
    expect(
      adoptFirstView(container, document, { pathname: '/casino/preview', search: '?p=2' }),
    ).toBe(false);
    const header = document.getElementById('single-spa-application:shell-header')!;
    expect(adoptFirstView(header, document, { pathname: '/casino/preview', search: '' })).toBe(
      false,
    );
    expect(container.childNodes).toHaveLength(0);
    expect(document.querySelector('#splash img')).not.toBeNull();
    expect(document.getElementById('splash')!.hasAttribute(HANDED_OVER)).toBe(false);
  });

  it('adopts once: a second mount draws on its own', () => {
    const { container } = page('/');
    const location = { pathname: '/', search: '' };
    expect(adoptFirstView(container, document, location)).toBe(true);
    container.replaceChildren();
    expect(adoptFirstView(container, document, location)).toBe(false);
  });

  it('a page whose first view is not for hydration has nothing to adopt', () => {
    document.body.innerHTML =
      '<div id="splash"><div class="splash__main"><img data-first-view="x" src="/a.webp"></div></div><main id="main-content"><div id="c"></div></main>';
    expect(
      adoptFirstView(document.getElementById('c')!, document, { pathname: '/', search: '' }),
    ).toBe(false);
  });
});
