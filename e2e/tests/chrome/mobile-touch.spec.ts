/**
 * On a phone (in Arabic, the suite's phone language): go-top appears only once a screen has been
 * scrolled and never covers the end of the page (its last amounts); every tap target of the first
 * pages is at least 44 × 44 px; a section's retry (a list that failed, a remote that could not
 * load) looks like every other retry: the accent button, 44 px high.
 */
import type { Page } from '@playwright/test';
import { expect, layoutsAndLanguages, mobile, painted, test } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

test.use({
  ...mobile,
  // These tests take mf-home down: its entry or a chunk it asked for fails to load.
  allowedConsole:
    /Failed to load resource|RUNTIME-|Federation Runtime|mf_home|mf-home is unavailable|Loading chunk \S+ failed[^]*\/remotes\/mf-home\//i,
});

/** Visible links, buttons and fields smaller than 44 × 44 px. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>('a[href], button, [role="button"], input, select'),
    )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const onScreen =
          box.width > 1 &&
          box.height > 1 &&
          box.bottom > 0 &&
          box.right > 0 &&
          box.left < innerWidth;
        return onScreen && style.visibility !== 'hidden' && (box.width < 44 || box.height < 44);
      })
      .map(
        (element) =>
          `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30)} ${Math.round(element.getBoundingClientRect().width)}x${Math.round(element.getBoundingClientRect().height)}`,
      ),
  );

const ACCENT = 'rgb(245, 180, 0)';

for (const { layout, lang } of layoutsAndLanguages.filter(({ layout }) => layout === 'mobile')) {
  test(`go-top after one screen, never over the end of the page (phone held sideways, ${lang})`, async ({
    page,
  }) => {
    // Sideways a phone's screen is short: the home page is more than two screens long.
    await page.setViewportSize({ width: 844, height: 390 });
    await openSite(page, '/', { lang });
    await expect(page.locator('html')).toHaveAttribute('data-layout', 'mobile');
    const goTop = page.getByTestId('go-top');
    const main = page.locator('[id="single-spa-application:mf-home"]');
    await expect(main.locator('[data-rail="crash-games"] [data-game-id]').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight > innerHeight * 2.2))
      .toBe(true);
    await expect(goTop, 'not at the top').toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 0.6));
    // Scrolled, and painted since: the button would be on screen by now.
    await expect.poll(() => page.evaluate(() => scrollY > 0)).toBe(true);
    await painted(page);
    await expect(goTop, 'not after less than a screen').toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight + 20));
    await expect(goTop).toBeVisible();
    // At the end of the page its last content (the jackpot wins' amounts, then the footer's
    // licence) is above the button.
    const footer = page.getByTestId('site-footer');
    await expect(footer).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(
          () => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
        ),
      )
      .toBe(true);
    await painted(page);
    const button = (await goTop.boundingBox())!;
    expect(button.width).toBeGreaterThanOrEqual(44);
    expect(button.height).toBeGreaterThanOrEqual(44);
    const lastContentBottom = await main.evaluate((root) =>
      Math.max(
        ...Array.from(root.querySelectorAll('*'))
          .filter((element) => element.children.length === 0)
          .map((element) => element.getBoundingClientRect().bottom),
      ),
    );
    expect(lastContentBottom).toBeLessThanOrEqual(button.y);
    const footerTextBottom = await footer.evaluate((root) =>
      Math.max(
        ...Array.from(root.querySelectorAll('p, a, li')).map(
          (element) => element.getBoundingClientRect().bottom,
        ),
      ),
    );
    expect(footerTextBottom, 'the licence ends above the button').toBeLessThanOrEqual(button.y);
    await screenshot(page, layout, lang, 'go-top-page-end');
    await goTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(10);
  });

  test(`tap targets of at least 44 × 44 px on home, casino and login (${lang})`, async ({
    page,
  }) => {
    for (const path of ['/', '/casino/preview', '/login']) {
      await openSite(page, path, { lang });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('#main-content')).not.toBeEmpty();
      expect(await smallTargets(page), path).toEqual([]);
    }
  });

  test(`retry buttons look like the rest: a failed list and a remote that could not load (${lang})`, async ({
    page,
  }) => {
    await page.route('**/api/LatestJackpot**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await openSite(page, '/', { lang });
    const sectionRetry = page
      .locator('[id="single-spa-application:mf-home"] [role="alert"] button')
      .first();
    await expect(sectionRetry).toBeVisible();
    const styleOf = (locator: typeof sectionRetry) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          background: style.backgroundColor,
          height: element.getBoundingClientRect().height,
        };
      });
    const section = await styleOf(sectionRetry);
    expect(section.background).toBe(ACCENT);
    expect(section.height).toBeGreaterThanOrEqual(44);

    await page.unroute('**/api/LatestJackpot**');
    await page.route('**/remotes/mf-home/**', (route) => route.abort());
    await page.goto('/');
    const fallbackRetry = page.locator('.remote-fallback button');
    await expect(fallbackRetry).toBeVisible({ timeout: 15_000 });
    const fallback = await styleOf(fallbackRetry);
    expect(fallback.background).toBe(ACCENT);
    expect(fallback.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, layout, lang, 'remote-fallback-retry');
  });
}
