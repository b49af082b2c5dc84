/**
 * Promotions is a page of offer cards, each with its call to action: side by
 * side on the desktop (in French), one under the other on a phone (in Arabic).
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';

test.use({ isMobile: false });

const firstCta = { fr: 'Voir le casino', ar: 'اكتشف الكازينو' } as const;

for (const { layout, use: viewport, lang } of layoutsAndLanguages) {
  test(`offer cards with their calls to action (${layout}, ${lang})`, async ({ page }) => {
    await page.setViewportSize(viewport.viewport);
    await useLanguage(page, lang);
    await page.goto('/promotions');
    const cards = page.getByTestId('offers').locator('li');
    await expect(cards).toHaveCount(4);
    const boxes = await Promise.all(
      [0, 1].map(async (index) => (await cards.nth(index).boundingBox())!),
    );
    if (layout === 'desktop') expect(Math.round(boxes[1]!.y)).toBe(Math.round(boxes[0]!.y));
    else expect(boxes[1]!.y).toBeGreaterThanOrEqual(boxes[0]!.y + boxes[0]!.height);
    for (let index = 0; index < 4; index += 1) {
      await expect(cards.nth(index).getByRole('heading')).toBeVisible();
      const cta = (await cards.nth(index).getByRole('link').boundingBox())!;
      expect(cta.height).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({
      path: join(
        import.meta.dirname,
        '..',
        '..',
        'screenshots',
        `${layout}-${lang}-promotions.png`,
      ),
    });
    await cards.first().getByRole('link', { name: firstCta[lang] }).click();
    await expect(page).toHaveURL(/\/casino\/preview$/);
  });
}
