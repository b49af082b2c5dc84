/**
 * Issue #11 item 11: a footer carries the licence, the responsible-gambling links, the payment
 * methods and 18+, at the end of every page but the full-width game pages.
 */
import { desktop, expect, mobile, test } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

const playResponsibly = { fr: 'Jouer de manière responsable', ar: 'العب بمسؤولية' } as const;

for (const lang of ['fr', 'ar'] as const) {
  for (const [layout, viewport] of [
    ['desktop', desktop],
    ['mobile', mobile],
  ] as const) {
    test.describe(`${layout} ${lang}`, () => {
      test.use(viewport);

      test('the footer: licence, responsible-gambling links, payment methods and 18+, after the page', async ({
        page,
      }) => {
        await openSite(page, '/', { lang });
        const footer = page.getByTestId('site-footer');
        await footer.scrollIntoViewIfNeeded();
        await expect(footer).toBeVisible();
        await expect(footer.getByText('18+', { exact: true })).toBeVisible();
        await expect(footer.locator('li')).toHaveCount(5);
        await expect(footer.locator('p')).toContainText(lang === 'ar' ? 'ترخيص' : 'licence');
        // After the page's own content, not over it.
        const home = (await page.locator('[id="single-spa-application:mf-home"]').boundingBox())!;
        const box = (await footer.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(home.y + home.height);
        for (const link of await footer.getByRole('link').all()) {
          expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        }
        await screenshot(page, layout, lang, 'footer');
        await footer.getByRole('link', { name: playResponsibly[lang] }).click();
        await expect(page).toHaveURL(/\/play_responsibly$/);
      });
    });
  }
}
