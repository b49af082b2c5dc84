/** Screenshots of the sport screen, desktop and mobile, in French and Arabic (e2e/screenshots). */
import { join } from 'node:path';
import { desktop, expect, mobile, test } from '../../fixtures';
import { logIn, sportApp, useLanguage, type Lang } from '../account/session';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');

for (const [viewport, options] of Object.entries({ desktop, mobile })) {
  for (const lang of ['fr', 'ar'] as Lang[]) {
    test.describe(`${viewport} ${lang}`, () => {
      test.use(options);
      test('sport screen', async ({ page }) => {
        await useLanguage(page, lang);
        await logIn(page);
        await page.goto('/sport');
        await expect(page.locator(`${sportApp} iframe`)).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: join(shots, `${viewport}-${lang}-sport.png`) });
      });
    });
  }
}
