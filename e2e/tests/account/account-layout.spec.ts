/**
 * The account pages on the desktop use the page's width (no widgets column)
 * and have one account navigation, a tab bar inside the page: the side menu's "My account" is a
 * single link, not a second list of the same sections. On a phone the user card is the account's
 * hub and the side menu has the same single link. Desktop 1366×900 in French and in Arabic (the
 * side menu and the tab bar, the desktop's alone, mirror), phone 390×844 in Arabic.
 */
import { desktop, expect, layoutsAndLanguages, test } from '../../fixtures';
import { openSite, screenshot, seriousViolations } from '../chrome/chrome-helpers';
import { accountApp } from './session';

const demo = { username: 'demo', password: 'demo1234' };
const sections = [
  '/profile/dashboard',
  '/cashier/deposit',
  '/cashier/withdraw',
  '/profile/transaction_history',
  '/profile/games_history',
  '/profile/sport_history',
  '/profile/limits',
  '/profile/time-out',
  '/profile/statement',
  '/profile/reality-check',
  '/profile/reset_password',
];
const menuName = { fr: "Menu de l'espace personnel", ar: 'قائمة المساحة الشخصية' };

for (const lang of ['fr', 'ar'] as const) {
  test.describe(`desktop ${lang}`, () => {
    test.use({ ...desktop, viewport: { width: 1366, height: 900 } });

    test(`account pages: full width, one navigation, a tab bar above the page (${lang})`, async ({
      page,
    }) => {
      await openSite(page, '/profile/transaction_history', { lang, player: demo });
      const app = page.locator(accountApp);
      await expect(app.locator('table')).toBeVisible();

      // No widgets column: the main region runs from the side menu to the window's far edge.
      await expect(page.locator('html')).toHaveAttribute('data-full-width', 'true');
      await expect(page.locator('.layout__widgets')).toBeHidden();
      await expect(page.locator('.layout__header')).toBeVisible();
      const main = (await page.locator('.layout__main').boundingBox())!;
      const side = (await page.locator('.layout__sidebar').boundingBox())!;
      if (lang === 'ar') {
        expect(main.x).toBe(0);
        expect(side.x).toBeCloseTo(main.x + main.width, 0);
      } else {
        expect(main.x + main.width).toBe(1366);
        expect(main.x).toBeCloseTo(side.x + side.width, 0);
      }
      const content = (await app.boundingBox())!;
      expect(content.width, 'the page content fills the main region').toBeGreaterThan(
        main.width - 2 * 24,
      );
      const table = (await app.locator('table').boundingBox())!;
      expect(table.width, 'the table uses the width').toBeGreaterThan(main.width - 2 * 48);

      // One account navigation: every section is linked once in the page, from the tab bar. The
      // header's balance and the footer's payment logos are shortcuts to the deposit page, not
      // a navigation of the account.
      const tabs = page.getByRole('navigation', { name: menuName[lang] });
      await expect(tabs).toHaveCount(1);
      await expect(tabs.getByRole('link')).toHaveCount(sections.length);
      const linkedOutsideChrome = await page.evaluate(
        (paths) =>
          paths.map(
            (path) =>
              Array.from(document.querySelectorAll(`a[href="${path}"]`)).filter(
                (link) => !link.closest('.layout__header, .layout__footer'),
              ).length,
          ),
        sections.slice(1),
      );
      expect(linkedOutsideChrome).toEqual(sections.slice(1).map(() => 1));
      await expect(page.locator('#side-menu [aria-controls*="menu-account"]')).toHaveCount(0);
      const sideAccount = page.locator('#side-menu a[href="/profile/dashboard"]');
      await expect(sideAccount).toHaveAttribute('aria-current', 'true');
      await expect(tabs.locator('a[href="/profile/transaction_history"]')).toHaveAttribute(
        'aria-current',
        'page',
      );

      // The tab bar runs across the top of the page, in reading order, each tab 44 px high.
      const bar = (await tabs.boundingBox())!;
      const heading = (await app.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(bar.y + bar.height).toBeLessThanOrEqual(heading.y);
      expect(bar.width).toBeGreaterThan(content.width - 48);
      const boxes = await tabs
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
      for (const box of boxes) expect(box.height).toBeGreaterThanOrEqual(44);
      const [first, second] = [boxes[0], boxes[1]];
      if (lang === 'ar') expect(second.x).toBeLessThan(first.x);
      else expect(second.x).toBeGreaterThan(first.x);

      await screenshot(page, 'desktop', lang, 'account-transaction-history');

      // The keyboard reaches a tab and opens its section; the tab bar stays and moves with it.
      const passwordTab = tabs.locator('a[href="/profile/reset_password"]');
      await passwordTab.focus();
      await expect(passwordTab).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile\/reset_password$/);
      await expect(passwordTab).toHaveAttribute('aria-current', 'page');
      await expect(tabs.locator('a[href="/profile/transaction_history"]')).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(app.locator('form')).toBeVisible();
      expect((await page.locator('.layout__main').boundingBox())!.width).toBe(main.width);

      await tabs.locator('a[href="/profile/dashboard"]').click();
      await expect(page).toHaveURL(/\/profile\/dashboard$/);
      await expect(app.getByTestId('account-balance')).toBeVisible();
      await screenshot(page, 'desktop', lang, 'account-dashboard');
      expect(await seriousViolations(page, [accountApp])).toEqual([]);

      // Leaving the account area brings the widgets column back.
      await sideAccount.evaluate(() => history.pushState(null, '', '/casino'));
      await expect(page.locator('html')).toHaveAttribute('data-full-width', 'false');
      await expect(page.locator('.layout__widgets')).toBeVisible();
    });
  });
}

for (const { use, lang } of layoutsAndLanguages.filter(({ layout }) => layout === 'mobile')) {
  test.describe(`phone ${lang}`, () => {
    test.use(use);

    test(`account on a phone: the user card is the hub, the menu has one account link (${lang})`, async ({
      page,
    }) => {
      await openSite(page, '/user_card', { lang, player: demo });
      const app = page.locator(accountApp);
      await expect(app.getByTestId('account-balance')).toBeVisible();
      const main = (await page.locator('.layout__main').boundingBox())!;
      expect(main.x).toBe(0);
      expect(main.width).toBe(390);
      // The card's list is the one account navigation on a phone (no tab bar): every screen once.
      const card = page.getByRole('navigation', { name: menuName[lang] });
      await expect(card).toHaveCount(1);
      for (const path of [
        '/transaction_history',
        '/casino_history',
        '/sport_history',
        '/profile/limits',
        '/profile/time-out',
        '/profile/statement',
        '/profile/reality-check',
        '/reset_password',
      ]) {
        await expect(card.locator(`a[href="${path}"]`)).toBeVisible();
        await expect(page.locator(`a[href="${path}"]`)).toHaveCount(1);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBe(0);

      // The side menu's account entry is one link to the card, no second list of the sections.
      await page.getByTestId('menu-button').click();
      const menu = page.locator('#side-menu');
      await expect(menu).toBeInViewport();
      await expect(menu.locator('[aria-controls*="menu-account"]')).toHaveCount(0);
      await expect(menu.locator('a[href="/transaction_history"]')).toHaveCount(0);
      const account = menu.locator('a[href="/profile"]');
      await expect(account).toBeVisible();
      const box = (await account.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await screenshot(page, 'mobile', lang, 'account-menu');
      await account.click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(app.getByTestId('account-balance')).toBeVisible();
      await screenshot(page, 'mobile', lang, 'account-card');
    });
  });
}
