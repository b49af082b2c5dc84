/**
 * The contact page shows the support address the API is configured with (SUPPORT_EMAIL, set for
 * this run in environment.ts) as a mail link, on a desktop in French and a phone in Arabic; never
 * a placeholder domain.
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, painted, test, useLanguage } from '../../fixtures';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');

for (const { layout, use: viewport, lang } of layoutsAndLanguages) {
  test.describe(`${layout} ${lang}`, () => {
    test.use(viewport);
    test('the contact page gives the configured support address', async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/contact_us');
      const email = page.getByTestId('support-email');
      await expect(email.getByRole('link', { name: 'aide@casino-e2e.test' })).toHaveAttribute(
        'href',
        'mailto:aide@casino-e2e.test',
      );
      await expect(page.locator('[data-page="contact_us"]')).not.toContainText('.example');
      await painted(page);
      await page.screenshot({ path: join(shots, `${layout}-${lang}-contact.png`) });
    });
  });
}
