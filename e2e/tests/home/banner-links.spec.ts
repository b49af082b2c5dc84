/**
 * Each banner is a link with a call to action, at the reading start of the
 * banner (left in French, right in Arabic), leading to the offers.
 */
import { desktop, expect, mobile, test, useLanguage } from '../../fixtures';

const cta = { fr: "Découvrir l'offre", ar: 'اكتشف العرض' } as const;

for (const lang of ['fr', 'ar'] as const) {
  for (const [layout, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
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
        await active.click();
        await expect(page).toHaveURL(/\/promotions$/);
      });
    });
  }
}
