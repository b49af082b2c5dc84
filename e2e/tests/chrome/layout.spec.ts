/**
 * The chrome a guest and a player see, the desktop in French and the phone in Arabic: header,
 * sidebar groups, widgets only on desktop and never on play_game, bottom navigation, the 18+
 * notice, mirroring in Arabic; screenshots of each main screen and axe on each. The desktop's
 * guest home runs in Arabic too: the sidebar is a desktop's alone, and it mirrors.
 */
import { desktop, expect, layoutsAndLanguages, test } from '../../fixtures';
import { openSite, screenshot, seriousViolations, type Lang } from './chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };

// The sidebar is a desktop's alone: its side is checked in both directions.
for (const lang of ['fr', 'ar'] as Lang[]) {
  test.describe(`desktop ${lang}`, () => {
    test.use(desktop);

    test(`guest home: header, sidebar, widgets, notice (${lang})`, async ({ page }) => {
      await openSite(page, '/', { lang });
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByTestId('desktop-header')).toBeVisible();
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page.getByTestId('responsible-gambling')).toContainText(
        lang === 'ar' ? '+18' : '18+',
      );
      await expect(page.locator('.layout__widgets')).toBeVisible();
      await expect(page.locator('.layout__bottom-nav')).toBeHidden();
      // Groups are closed away from their paths.
      const sportGroup = page.locator('#side-menu button[aria-controls*="menu-sport"]');
      await expect(sportGroup).toHaveAttribute('aria-expanded', 'false');

      const sidebar = await page.locator('.layout__sidebar').boundingBox();
      const main = await page.locator('.layout__main').boundingBox();
      if (lang === 'ar') expect(sidebar!.x).toBeGreaterThan(main!.x);
      else expect(sidebar!.x).toBeLessThan(main!.x);

      await screenshot(page, 'desktop', lang, 'home-guest');
      expect(await seriousViolations(page)).toEqual([]);

      // The login modal is on screen, centred over the page, not off to a side.
      await page.getByTestId('login-button').click();
      const modal = page.getByTestId('login-modal');
      await expect(modal).toBeVisible();
      const box = (await modal.boundingBox())!;
      expect(box.x).toBeGreaterThan(0);
      expect(box.x + box.width).toBeLessThan(1366);
    });
  });
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'desktop')
    test.describe(name, () => {
      test.use(use);

      test(`player home; the sport group opens on its paths, the account link is current on its own (${lang})`, async ({
        page,
      }) => {
        await openSite(page, '/', { lang, player: demo });
        const userArea = page.getByTestId('user-area');
        await expect(userArea).toContainText('TN000001');
        await expect(userArea.getByTestId('balance')).toContainText(/\d+\.\d\d/);
        await expect(page.getByTestId('bonus')).toContainText(lang === 'ar' ? 'مكافأة' : 'BON');
        await screenshot(page, 'desktop', lang, 'home-player');
        // The ID leads to the account, the balance to the cashier the account publishes.
        await expect(userArea.getByRole('link', { name: /TN000001/ })).toHaveAttribute(
          'href',
          '/profile/dashboard',
        );
        await userArea.getByTestId('balance-link').click();
        await expect(page).toHaveURL(/\/cashier\/deposit$/);
        await expect(page.locator('[id="single-spa-application:mf-account"]')).toBeAttached();

        // The account is one link (its sections are the page's own tab bar,
        // account-layout.spec.ts).
        await page.goto('/profile/transaction_history');
        await expect(page.locator('#side-menu a[href="/profile/dashboard"]')).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(
          page.locator('#side-menu button[aria-controls*="menu-sport"]'),
        ).toHaveAttribute('aria-expanded', 'false');
        // The sportsbook provider's frame is not what this spec looks at.
        await page.route('**/providers/**', (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>sportsbook</title>',
          }),
        );
        await page.goto('/live');
        await expect(
          page.locator('#side-menu button[aria-controls*="menu-sport"]'),
        ).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('[id="single-spa-application:mf-sport"]')).toBeAttached();
        await screenshot(page, 'desktop', lang, 'sidebar-sport-group');
        expect(await seriousViolations(page, ['.layout__header', '.layout__sidebar'])).toEqual([]);
      });

      test(`play_game hides header, sidebar and widgets and runs full width (${lang})`, async ({
        page,
      }) => {
        await openSite(page, '/casino', { lang, player: demo });
        await expect(page.locator('html')).toHaveAttribute('data-full-width', 'false');
        await page.evaluate(() =>
          history.pushState({ type: 1, provider_id: 37, game_id: 1001 }, '', '/casino/play_game'),
        );
        await expect(page.locator('html')).toHaveAttribute('data-full-width', 'true');
        await expect(page.locator('.layout__header')).toBeHidden();
        await expect(page.locator('.layout__sidebar')).toBeHidden();
        await expect(page.locator('.layout__widgets')).toBeHidden();
        const main = await page.locator('.layout__main').boundingBox();
        expect(main!.width).toBe(1366);
        await screenshot(page, 'desktop', lang, 'play-game');
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test(`guest home: mobile header, bottom nav, go-top, no widgets (${lang})`, async ({
        page,
      }) => {
        await openSite(page, '/', { lang });
        await expect(page.getByTestId('mobile-header')).toBeVisible();
        await expect(page.getByTestId('login-button')).toBeVisible();
        const nav = page.getByTestId('bottom-nav');
        await expect(nav.locator('a, button')).toHaveCount(5);
        await expect(nav.locator('a[href="/casino/preview"]')).toBeVisible();
        await expect(nav.locator('a[href="/live_casino/preview"]')).toBeVisible();
        await expect(nav.locator('a[href="/crash/preview"]')).toBeVisible();
        await expect(page.locator('.layout__widgets')).toBeHidden();
        // Go-top only once a screen has been scrolled (tests/chrome/mobile-touch.spec.ts).
        await expect(page.getByTestId('go-top')).toHaveCount(0);
        await expect(page.locator('.layout__sidebar')).not.toBeInViewport();
        await screenshot(page, 'mobile', lang, 'home-guest');
        expect(await seriousViolations(page)).toEqual([]);

        await page.getByTestId('login-button').click();
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByTestId('go-top')).toHaveCount(0);
      });

      test(`player: the profile icon leads to the user card, the balance to the cashier; menu links to previews (${lang})`, async ({
        page,
      }) => {
        await openSite(page, '/', { lang, player: demo });
        const userArea = page.getByTestId('user-area');
        await expect(userArea.getByTestId('profile-link')).toHaveAttribute('href', '/user_card');
        await expect(userArea.getByTestId('balance')).toContainText(/\d+\.\d\d/);
        await screenshot(page, 'mobile', lang, 'home-player');

        await page.getByTestId('menu-button').click();
        const menu = page.locator('#side-menu');
        await expect(menu).toBeInViewport();
        await expect(menu.locator('a[href="/casino/preview"]')).toBeVisible();
        await expect(menu.locator('a[href="/crash/preview"]')).toBeVisible();
        await screenshot(page, 'mobile', lang, 'menu-open');
        expect(await seriousViolations(page, ['.layout__sidebar'])).toEqual([]);

        // The backdrop shows beside the menu, on the side away from it.
        await page
          .getByTestId('menu-backdrop')
          .click({ position: { x: lang === 'ar' ? 15 : 375, y: 400 } });
        await expect(menu).not.toBeInViewport();
        await userArea.getByTestId('profile-link').click();
        await expect(page).toHaveURL(/\/user_card$/);
        await expect(page.getByTestId('go-top')).toHaveCount(0);
        // The balance leads to the cashier.
        await userArea.getByTestId('balance-link').click();
        await expect(page).toHaveURL(/\/cashier\/deposit$/);
      });
    });
}
