/**
 * One currency order everywhere, the order of Intl.NumberFormat('ar-TN'): the
 * amount, then its currency in the reading order. In French the currency is right of the
 * digits; in Arabic left of them, on every amount (header, home list of wins, widgets, account
 * history), with the digits themselves left to right. The order is the subject: the desktop (its
 * widgets and its history table are its own) in both languages, the phone in Arabic.
 */
import type { Page } from '@playwright/test';
import { desktop, expect, layoutsAndLanguages, test } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };

/** For every amount on screen: is its currency on the expected side of its digits? */
async function misplaced(page: Page, lang: 'fr' | 'ar') {
  return page.evaluate((rtl) => {
    const wrong: string[] = [];
    for (const money of Array.from(document.querySelectorAll<HTMLElement>('[data-money]'))) {
      const digits = money.querySelector('bdi');
      const currency = digits?.nextElementSibling;
      if (!digits || !currency) continue;
      const a = digits.getBoundingClientRect();
      const c = currency.getBoundingClientRect();
      if (a.width === 0 || c.width === 0) continue;
      const ok = rtl ? c.right <= a.left + 1 : c.left >= a.right - 1;
      if (!ok) wrong.push(money.textContent ?? '');
    }
    return wrong;
  }, lang === 'ar');
}

for (const lang of ['fr', 'ar'] as const) {
  test.describe(`desktop ${lang}`, () => {
    test.use(desktop);

    test('home and widgets: every amount with its currency in the reading order', async ({
      page,
    }) => {
      await openSite(page, '/', { lang, player: demo });
      await expect(
        page.locator('[data-section="jackpot-wins"] [data-money]').first(),
      ).toBeVisible();
      await expect(
        page.locator('[data-widget="jackpot-panel"] [data-money]').first(),
      ).toBeVisible();
      expect(await page.locator('[data-money]').count()).toBeGreaterThan(5);
      expect(await misplaced(page, lang)).toEqual([]);
      // The header's balance follows the same order.
      const balance = page.getByTestId('balance');
      const [digits, currency] = await Promise.all([
        balance.locator('bdi').boundingBox(),
        balance.locator('span').last().boundingBox(),
      ]);
      if (lang === 'ar') expect(currency!.x + currency!.width).toBeLessThanOrEqual(digits!.x + 1);
      else expect(currency!.x).toBeGreaterThanOrEqual(digits!.x + digits!.width - 1);
      await screenshot(page, 'desktop', lang, 'currency-order');
    });

    test('the account history: every amount with its currency in the reading order', async ({
      page,
    }) => {
      await openSite(page, '/transaction_history', { lang, player: demo });
      await expect(page.locator('[data-money]').first()).toBeVisible();
      expect(await misplaced(page, lang)).toEqual([]);
    });
  });
}

for (const { name, use, lang } of layoutsAndLanguages.filter(({ layout }) => layout === 'mobile')) {
  test.describe(name, () => {
    test.use(use);

    test('the home list of wins: every amount with its currency in the reading order', async ({
      page,
    }) => {
      await openSite(page, '/', { lang });
      await expect(
        page.locator('[data-section="jackpot-wins"] [data-money]').first(),
      ).toBeAttached();
      expect(await misplaced(page, lang)).toEqual([]);
    });
  });
}
