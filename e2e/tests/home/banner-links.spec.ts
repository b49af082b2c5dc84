/**
 * Each banner is a link with a call to action, at the reading start of the
 * banner (left in French, right in Arabic), leading to the offers: the desktop in French, the
 * phone in Arabic.
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, painted, test, useLanguage } from '../../fixtures';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
/** The artwork draws the slide's subtitle on a baseline at 62 % of its height (24 px of 400). */
const SUBTITLE_BOTTOM = 0.62 + 6 / 400;

const cta = { fr: "Découvrir l'offre", ar: 'اكتشف العرض' } as const;

for (const { layout, use: viewport, lang } of layoutsAndLanguages) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);

    test('the banner shown is a link with its call to action, which leads to the offers', async ({
      page,
    }) => {
      await useLanguage(page, lang);
      await page.goto('/');
      const slider = page.locator('[id="single-spa-application:mf-home"] section').first();
      await expect(page.locator('.swiper-pagination-bullet')).toHaveCount(4);
      const active = slider.locator('.swiper-slide-active a');
      await expect(active).toHaveAttribute('href', '/promotions');
      const action = active.getByText(cta[lang]);
      await expect(action).toBeVisible();
      const banner = (await active.boundingBox())!;
      const button = (await action.boundingBox())!;
      expect(button.y).toBeGreaterThan(banner.y);
      expect(button.y + button.height).toBeLessThanOrEqual(banner.y + banner.height);
      // At the start of the reading direction.
      if (lang === 'ar')
        expect(button.x + button.width).toBeGreaterThan(banner.x + banner.width / 2);
      else expect(button.x).toBeLessThan(banner.x + banner.width / 2);
      if (layout === 'mobile') {
        // Clear of the subtitle above it (a gap a finger and an eye can see) and of the bullets.
        expect(button.y - (banner.y + banner.height * SUBTITLE_BOTTOM)).toBeGreaterThanOrEqual(12);
        const bullets = page.locator('.swiper-pagination-bullet');
        for (let i = 0; i < (await bullets.count()); i++) {
          const dot = (await bullets.nth(i).boundingBox())!;
          const apart = dot.x >= button.x + button.width || dot.x + dot.width <= button.x;
          expect(apart, `bullet ${i} beside the call to action`).toBe(true);
        }
        await painted(page);
        await slider.screenshot({ path: join(shots, `${layout}-${lang}-banner-cta.png`) });
        // The call to action itself is what a thumb taps: it leads to the offers.
        await action.click();
      } else await active.click();
      await expect(page).toHaveURL(/\/promotions$/);
    });
  });
}
