/**
 * Every text that comes from the API is in the page's language and follows a
 * language switch without a reload: the banners (title and artwork), the names of the won
 * jackpots on the home page and in the widget, and the casino's game categories. The page is
 * marked before the switch; the mark still being there shows no reload happened. Desktop
 * 1366×900 and phone 390×844, fr → ar → fr.
 */
import type { Locator, Page } from '@playwright/test';
import { desktop, expect, mobile, test } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

type Lang = 'fr' | 'ar';

const demo = { username: 'demo', password: 'demo1234' };
const texts = {
  fr: { banner: 'Cashback quotidien', jackpot: /^Jackpot /, category: 'Nouveautés', all: 'Tous' },
  ar: { banner: 'استرداد نقدي يومي', jackpot: /^جاكبوت /, category: 'جديد', all: 'الكل' },
};
const names = { fr: 'Français', ar: 'العربية' };

async function switchLanguage(page: Page, lang: Lang, phone: boolean): Promise<void> {
  if (phone) await page.getByTestId('menu-button').click();
  const dropdown = page
    .locator(phone ? '#single-spa-application\\:shell-sidebar' : '.layout__header')
    .getByTestId('language-dropdown');
  await dropdown.getByRole('button').first().click();
  await dropdown.getByRole('button', { name: names[lang] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (phone)
    await page
      .locator('#single-spa-application\\:shell-sidebar')
      .getByRole('button', { name: /^(Fermer le menu|إغلاق القائمة)$/ })
      .click();
}

async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

async function notReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);
}

/** The banners (the slider may clone slides): the language's texts and artwork, none of the other's. */
async function expectBanner(home: Locator, lang: Lang): Promise<void> {
  const other = lang === 'fr' ? 'ar' : 'fr';
  await expect(home.locator(`a img[alt="${texts[lang].banner}"]`).first()).toBeAttached();
  await expect(home.locator(`a img[alt="${texts[other].banner}"]`)).toHaveCount(0);
  await expect(home.locator(`a img[src*="lang=${other}"]`)).toHaveCount(0);
  await expect(home.locator(`a img[src*="lang=${lang}"]`).first()).toBeVisible();
}

/**
 * Every name shown is in the language (retried: after a switch the names are asked for again and
 * redrawn a moment later; the old language's names until then). The names not yet in it are what
 * a failure shows.
 */
async function expectJackpotNames(list: Locator, lang: Lang): Promise<void> {
  await expect(list.first()).toBeVisible();
  await expect
    .poll(async () => {
      const shown = (await list.allTextContents()).map((name) => name.trim());
      const wrong = shown.filter((name) => !texts[lang].jackpot.test(name));
      return shown.length === 0 ? ['(none shown)'] : wrong;
    })
    .toEqual([]);
}

async function expectCategories(page: Page, lang: Lang): Promise<void> {
  const bar = page.getByRole('group').filter({ hasText: texts[lang].all }).first();
  await expect(bar.getByRole('button', { name: texts[lang].category })).toBeVisible();
}

for (const [layout, viewport] of [
  ['desktop', { ...desktop, viewport: { width: 1366, height: 900 } }],
  ['phone', mobile],
] as const) {
  const phone = layout === 'phone';
  test.describe(layout, () => {
    test.use(viewport);

    test(`API texts follow a language switch without a reload (${layout})`, async ({ page }) => {
      await openSite(page, '/', { lang: 'fr', player: demo });
      const home = page.locator('[id="single-spa-application:mf-home"]');
      // The home list's names and, on the desktop, the widget's.
      const homeNames = home.locator('#jackpot-wins-title ~ ul li > span:first-child');
      const widgetNames = page.locator('.layout__widgets li > span[class*="meta"]');
      await expectBanner(home, 'fr');
      await expectJackpotNames(homeNames, 'fr');
      if (!phone) await expectJackpotNames(widgetNames, 'fr');
      await markPage(page);

      await switchLanguage(page, 'ar', phone);
      await expectBanner(home, 'ar');
      await expectJackpotNames(homeNames, 'ar');
      if (!phone) await expectJackpotNames(widgetNames, 'ar');
      await screenshot(page, phone ? 'mobile' : 'desktop', 'ar', 'api-texts-after-switch');

      // The casino list's categories, asked for in Arabic, then switched back to French.
      await page.evaluate(() => history.pushState(null, '', '/casino/preview'));
      await expectCategories(page, 'ar');
      await switchLanguage(page, 'fr', phone);
      await expectCategories(page, 'fr');
      await page.evaluate(() => history.pushState(null, '', '/'));
      await expectBanner(home, 'fr');
      await expectJackpotNames(homeNames, 'fr');
      expect(await notReloaded(page), 'no reload happened').toBe(true);
    });
  });
}
