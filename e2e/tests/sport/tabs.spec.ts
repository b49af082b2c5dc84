/**
 * The sportsbook's tabs at 1366 px (the site's sidebar beside the frame) in French and on a phone
 * in Arabic: every tab reads in full. On a wide screen all of them show at once (they wrap rather
 * than run out of the frame); on a phone the row scrolls, and each tab scrolled to reads in full.
 */
import { join } from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, layoutsAndLanguages, painted, test } from '../../fixtures';
import type { Lang } from '../account/session';
import { openSportHome } from './sport-home';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const MY_BETS: Record<Lang, string> = { fr: 'Mes paris', en: 'My bets', ar: 'رهاناتي' };

/** The tab's box lies inside the nav's (to a pixel's rounding), and its label is not clipped. */
async function readsInFull(tab: Locator, nav: Locator): Promise<void> {
  const [box, area] = [await tab.boundingBox(), await nav.boundingBox()];
  expect(box && area).toBeTruthy();
  expect(box!.x).toBeGreaterThanOrEqual(area!.x - 1);
  expect(box!.x + box!.width).toBeLessThanOrEqual(area!.x + area!.width + 1);
  expect(await tab.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
}

for (const { name, layout: viewport, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);
    test('every sportsbook tab can be read in full', async ({ page }) => {
      const frame = await openSportHome(page, lang);
      const nav = frame.locator('nav.tabs');
      const tabs = nav.locator('a');
      await expect(tabs).toHaveCount(8, { timeout: 15_000 });
      await expect(tabs.last()).toHaveText(MY_BETS[lang]);
      for (let i = 0; i < 8; i++) {
        if (viewport === 'mobile') await tabs.nth(i).scrollIntoViewIfNeeded();
        await readsInFull(tabs.nth(i), nav);
      }
      if (viewport === 'desktop') {
        // Nothing hidden to scroll to: the row is as wide as what it shows.
        expect(await nav.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
      }
      await painted(page);
      await page.screenshot({ path: join(shots, `${viewport}-${lang}-sport-tabs.png`) });
    });
  });
}
