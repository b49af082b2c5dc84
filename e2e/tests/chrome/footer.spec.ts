/**
 * A footer carries the licence, the responsible-gambling links, the payment
 * methods (logos drawn for the site, named for screen readers, each a link to the cashier: a
 * guest logs in first) and 18+, at the end of every page but the full-width game pages.
 */
import { expect, layoutsAndLanguages, test, uniqueUsername } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

const playResponsibly = { fr: 'Jouer de manière responsable', ar: 'العب بمسؤولية' } as const;
const payments = { fr: 'Moyens de paiement', ar: 'وسائل الدفع' } as const;

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);

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

    test('payment methods are logos with their names, one size, in reading order', async ({
      page,
    }) => {
      await openSite(page, '/', { lang });
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      const methods = footer.getByRole('list', { name: payments[lang] }).getByRole('listitem');
      await expect(methods).toHaveCount(5);
      const logos = methods.getByRole('img');
      for (const [index, name] of ['Visa', 'Mastercard', 'e-Dinar', 'D17', 'Flouci'].entries())
        await expect(logos.nth(index)).toHaveAccessibleName(name);
      // Drawn, not written: no text of the page's in the list, every logo an SVG of one size.
      const written = await methods.evaluateAll((items) =>
        items.map((item) => {
          const copy = item.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('svg').forEach((svg) => svg.remove());
          return copy.textContent?.trim() ?? '';
        }),
      );
      expect(written).toEqual(['', '', '', '', '']);
      const boxes = await logos.evaluateAll((nodes) =>
        nodes.map((node) => ({
          tag: node.tagName.toLowerCase(),
          ...node.getBoundingClientRect().toJSON(),
        })),
      );
      for (const box of boxes) {
        expect(box.tag).toBe('svg');
        expect(box.height).toBeGreaterThanOrEqual(28);
        expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
        expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
      }
      // The first method comes first in the reading direction.
      if (lang === 'ar') expect(boxes[0]!.x).toBeGreaterThan(boxes[1]!.x);
      else expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
      await screenshot(page, layout, lang, 'footer-payments');
    });

    test('each payment logo leads to the cashier; a guest logs in on the way', async ({
      page,
      cli,
    }) => {
      const username = uniqueUsername(`pay${lang}`);
      await cli('create-player', username, 'secret1234');
      await openSite(page, '/', { lang });
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      const links = footer.getByRole('list', { name: payments[lang] }).getByRole('link');
      await expect(links).toHaveCount(5);
      for (const [index, name] of ['Visa', 'Mastercard', 'e-Dinar', 'D17', 'Flouci'].entries()) {
        await expect(links.nth(index)).toHaveAccessibleName(name);
        await expect(links.nth(index)).toHaveAttribute('href', '/cashier/deposit');
      }
      await links.nth(4).click();
      // The cashier is a private page: the phone opens /login, the desktop the login modal.
      if (layout === 'mobile') await expect(page).toHaveURL(/\/login$/);
      const form = page.getByTestId('login-form');
      await form.locator('input[name="username"]').fill(username);
      await form.locator('input[name="password"]').fill('secret1234');
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/cashier\/deposit$/);
      await expect(page.locator('[id="single-spa-application:mf-account"]')).toBeAttached();
    });
  });
}
