/**
 * The home page's game rails are mf-casino's (`mf_casino/game-rail`, loaded by
 * mf-home at runtime). With mf-casino's files missing (every request for them answers 404), the
 * home page keeps its banner, section tiles and jackpot list and shows one translated notice in
 * place of the rails; once mf-casino is served again, Retry brings the rails. The desktop in
 * French, the phone in Arabic, and the desktop in English (its own notice).
 */
import { renameSync } from 'node:fs';
import { join } from 'node:path';
import { sitePort } from '../../environment';
import { desktop, expect, layoutsAndLanguages, test } from '../../fixtures';
import { startSiteCopy, type SiteCopy } from './site-copy';

const home = '[id="single-spa-application:mf-home"]';
const unavailable = {
  fr: 'Les jeux sont momentanément indisponibles.',
  en: 'The games are unavailable for the moment.',
  ar: 'الألعاب غير متاحة في الوقت الحالي.',
} as const;
const retry = { fr: 'Réessayer', en: 'Retry', ar: 'إعادة المحاولة' } as const;

test.describe.configure({ mode: 'serial' });

let site: SiteCopy;
let released: string;
test.beforeAll(async () => {
  site = await startSiteCopy(sitePort + 15);
  released = join(site.dir, 'remotes', 'mf-casino', '1.0.0');
});
test.afterAll(() => site?.stop());

test.use({
  allowedConsole:
    /Failed to load resource|RUNTIME-|Federation Runtime|mf_casino|mf-casino(-widgets)? is unavailable|casino rails/i,
});

for (const { layout, use: viewport, lang } of [
  ...layoutsAndLanguages,
  { layout: 'desktop', use: desktop, lang: 'en' } as const,
]) {
  test(`mf-casino down: home without its rails, a notice in their place, Retry brings them (${layout}, ${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport.viewport);
    await page.context().addCookies([{ name: 'i18next', value: lang, url: site.url }]);
    const casinoFiles: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/remotes/mf-casino/'))
        casinoFiles.push(response.status());
    });
    renameSync(released, `${released}.offline`);
    try {
      await page.goto(`${site.url}/`);
      const notice = page.locator(`${home} [data-fallback="casino-rails"]`);
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(new RegExp(unavailable[lang]));
      await expect(notice.getByRole('button', { name: retry[lang] })).toBeVisible();
      expect(casinoFiles.length).toBeGreaterThan(0);
      expect(casinoFiles.every((status) => status === 404)).toBe(true);
      // The rest of the home page is intact: the banner, the jackpot list (and the sections on a phone).
      await expect(page.locator(`${home} [data-page="home"] img`).first()).toBeVisible();
      await expect(page.locator(`${home} [data-section="jackpot-wins"]`)).toBeVisible();
      await expect(page.locator(`${home} [data-rail]`)).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await page.screenshot({
        path: join(
          import.meta.dirname,
          '..',
          '..',
          'screenshots',
          `${layout}-${lang}-home-casino-down.png`,
        ),
      });
    } finally {
      renameSync(`${released}.offline`, released);
    }
    await page.locator(`${home} [data-fallback="casino-rails"] button`).click();
    await expect(page.locator(`${home} [data-rail="popular-slots"] [data-game-id]`)).toHaveCount(
      12,
    );
    await expect(page.locator(`${home} [data-fallback="casino-rails"]`)).toHaveCount(0);
  });
}
