/**
 * Keyboard: after a login focus is on the page's main heading (modal on the
 * desktop, login page on a phone), after closing a menu it is back on the button that opened it,
 * and the banner's bullets are reachable with Tab and work with Enter. The desktop in French and
 * the phone in Arabic; the bullets on the desktop in Arabic too, where the slider runs right to
 * left under the keyboard.
 */
import type { Page } from '@playwright/test';
import { desktop, expect, layoutsAndLanguages, test, uniqueUsername } from '../../fixtures';
import { openSite, screenshot, type Lang } from './chrome-helpers';

const focusedIsMainHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !!active && /^H[12]$/.test(active.tagName) && !!active.closest('#main-content');
  });

async function tabUntil(page: Page, matches: () => Promise<boolean>, limit = 40): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await matches()) return presses;
  }
  throw new Error(`not reached in ${limit} presses of Tab`);
}

/** The banner's bullets with the keyboard, in both directions. */
for (const lang of ['fr', 'ar'] as Lang[]) {
  test.describe(`desktop ${lang}`, () => {
    test.use(desktop);

    test('the banner bullets are reached with Tab and change the slide with Enter; Escape on the language list goes back to its button', async ({
      page,
    }) => {
      await openSite(page, '/', { lang });
      const bullets = page.locator('.swiper-pagination-bullet');
      await expect(bullets).toHaveCount(4);
      // From the start of the main region (where a skip link leads).
      await page.locator('#main-content').focus();
      await tabUntil(page, () =>
        page.evaluate(
          () => document.activeElement?.classList.contains('swiper-pagination-bullet') ?? false,
        ),
      );
      // The first bullet reached is named, and Enter shows its slide.
      const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      expect(name).toMatch(lang === 'ar' ? /الإعلان 1/ : /bannière 1/);
      await page.keyboard.press('Enter');
      await expect(bullets.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
      await screenshot(page, 'desktop', lang, 'banner-bullet-focus');

      const toggle = page.getByTestId('language-dropdown').locator('button[aria-expanded]');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });
  });
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'desktop')
    test.describe(name, () => {
      test.use(use);

      test('after logging in through the modal, focus is on the main heading', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername('focus');
        await cli('create-player', username, 'secret1234');
        await openSite(page, '/', { lang });
        await page.getByTestId('login-button').click();
        const modal = page.getByTestId('login-modal');
        await modal.locator('input[name="username"]').fill(username);
        await modal.locator('input[name="password"]').fill('secret1234');
        await modal.locator('input[name="password"]').press('Enter');
        await expect(modal).toBeHidden();
        await expect.poll(() => focusedIsMainHeading(page)).toBe(true);
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test('after logging in on the login page, focus is on the main heading; closing the menu puts focus back on its button', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername('focus');
        await cli('create-player', username, 'secret1234');
        await openSite(page, '/login', { lang });
        const form = page.getByTestId('login-form');
        await form.locator('input[name="username"]').fill(username);
        await form.locator('input[name="password"]').fill('secret1234');
        await form.locator('input[name="password"]').press('Enter');
        await expect(page).not.toHaveURL(/\/login$/);
        await expect.poll(() => focusedIsMainHeading(page)).toBe(true);

        const menuButton = page.getByTestId('menu-button');
        await menuButton.click();
        await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'open');
        await page
          .getByRole('button', { name: lang === 'ar' ? 'إغلاق القائمة' : 'Fermer le menu' })
          .click();
        await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'closed');
        await expect(menuButton).toBeFocused();
      });
    });
}
