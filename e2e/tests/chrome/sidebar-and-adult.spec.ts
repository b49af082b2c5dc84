/**
 * The desktop sidebar's background runs the full height, also when the page is scrolled, and
 * "18+ reads as 18+" in Arabic (the marker is not reordered into "+18"): in the desktop's sidebar
 * in both directions, in the phone's menu in Arabic.
 */
import type { Locator } from '@playwright/test';
import { desktop, expect, layoutsAndLanguages, painted, test } from '../../fixtures';
import { openSite, screenshot, type Lang } from './chrome-helpers';

/** The marker's characters from left to right as they are painted. */
const paintedOrder = (marker: Locator) =>
  marker.evaluate((element) => {
    const text = element.firstChild as Text;
    const chars = [...(text.textContent ?? '')].map((char, index) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return { char, x: range.getBoundingClientRect().x };
    });
    return chars
      .sort((a, b) => a.x - b.x)
      .map(({ char }) => char)
      .join('');
  });

// The marker in the desktop's sidebar, in both directions.
for (const lang of ['fr', 'ar'] as Lang[]) {
  test.describe(`desktop ${lang}`, () => {
    test.use(desktop);

    test('the 18+ marker reads 18+', async ({ page }) => {
      await openSite(page, '/', { lang });
      const marker = page
        .getByTestId('responsible-gambling')
        .locator('span[aria-hidden="true"]')
        .first();
      await expect(marker).toBeVisible();
      expect(await paintedOrder(marker)).toBe('18+');
    });
  });
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'desktop')
    test.describe(name, () => {
      test.use(use);

      test('the sidebar background runs the full height of the window, scrolled or not', async ({
        page,
      }) => {
        await openSite(page, '/', { lang });
        const sidebar = page.getByTestId('sidebar');
        for (const scroll of [0, 600]) {
          await page.evaluate((y) => window.scrollTo(0, y), scroll);
          await expect
            .poll(() =>
              page.evaluate(
                (y) =>
                  Math.abs(
                    scrollY - Math.min(y, document.documentElement.scrollHeight - innerHeight),
                  ) < 1,
                scroll,
              ),
            )
            .toBe(true);
          await painted(page);
          const box = (await sidebar.boundingBox())!;
          expect(Math.round(box.y), `top at scroll ${scroll}`).toBe(64);
          expect(Math.round(box.y + box.height), `bottom at scroll ${scroll}`).toBe(768);
        }
        await screenshot(page, 'desktop', lang, 'sidebar-full-height');
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test('the 18+ marker in the menu reads 18+', async ({ page }) => {
        await openSite(page, '/', { lang });
        await page.getByTestId('menu-button').click();
        const marker = page
          .getByTestId('responsible-gambling')
          .locator('span[aria-hidden="true"]')
          .first();
        await expect(marker).toBeVisible();
        expect(await paintedOrder(marker)).toBe('18+');
      });
    });
}
