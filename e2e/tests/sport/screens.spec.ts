/**
 * The sport screen, the desktop in French and the phone in Arabic: the sportsbook frame shows its
 * home (events with their prices) in the page's language and direction, and is kept as a
 * screenshot (e2e/screenshots).
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, painted, test } from '../../fixtures';
import { openSportHome } from './sport-home';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');

for (const { name, layout: viewport, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);
    test('sport screen', async ({ page }) => {
      const frame = await openSportHome(page, lang);
      await expect(
        frame.locator(`html[lang="${lang}"][dir="${lang === 'ar' ? 'rtl' : 'ltr'}"]`),
      ).toHaveCount(1);
      const events = frame.locator('article[data-event]');
      await expect(events.first()).toBeVisible();
      await expect(events.first().locator('button.price').first()).toHaveText(/\d+\.\d\d/);
      await painted(page);
      await page.screenshot({ path: join(shots, `${viewport}-${lang}-sport.png`) });
    });
  });
}
