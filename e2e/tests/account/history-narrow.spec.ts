/**
 * History tables fit their area at every width: on a phone each row stacks
 * into a card of "column: value" lines, with no hidden sideways scroll; in Arabic the amounts
 * keep the site's currency order (currency left of the digits). In Arabic, the suite's phone
 * language.
 */
import { expect, layoutsAndLanguages, mobile, test } from '../../fixtures';
import { openSite, screenshot } from '../chrome/chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };

test.use(mobile);

for (const { layout, lang } of layoutsAndLanguages.filter(({ layout }) => layout === 'mobile')) {
  for (const path of ['/transaction_history', '/casino_history']) {
    test(`${path} on a phone: rows stacked, nothing wider than the screen (${lang})`, async ({
      page,
    }) => {
      await openSite(page, path, { lang, player: demo });
      const row = page.locator('table tbody tr').first();
      await expect(row).toBeVisible();
      const cells = row.locator('td');
      expect(await cells.count()).toBeGreaterThan(1);
      const [first, second] = [
        (await cells.nth(0).boundingBox())!,
        (await cells.nth(1).boundingBox())!,
      ];
      expect(second.y, 'the second value is under the first').toBeGreaterThanOrEqual(
        first.y + first.height - 1,
      );
      const overflow = await page.evaluate(() => {
        const wrap = document.querySelector('table')!.parentElement!;
        return {
          page: document.documentElement.scrollWidth - innerWidth,
          wrap: wrap.scrollWidth - wrap.clientWidth,
        };
      });
      expect(overflow).toEqual({ page: 0, wrap: 0 });
      await screenshot(page, layout, lang, `history-${path.slice(1)}`);
      const money = row.locator('[data-money]').first();
      if (await money.count()) {
        const digits = (await money.locator('bdi').boundingBox())!;
        const currency = (await money.locator('span').last().boundingBox())!;
        if (lang === 'ar') expect(currency.x + currency.width).toBeLessThanOrEqual(digits.x + 1);
        else expect(currency.x).toBeGreaterThanOrEqual(digits.x + digits.width - 1);
      }
    });
  }
}
