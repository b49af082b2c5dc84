/**
 * Login page and modal: required fields, the button's disabled and loading
 * states, the server's error under the form, close icon, side image on desktop only; success on
 * the modal carries out what the guest wanted (the favourite), on the page goes back. The page
 * on the phone in Arabic, the modal on the desktop in French: one form, which both read.
 */
import type { Page } from '@playwright/test';
import { expect, layoutsAndLanguages, test, uniqueUsername, type Lang } from '../../fixtures';
import { openSite, screenshot, seriousViolations, TOKEN_KEY } from './chrome-helpers';

// A wrong password answers 401: the browser logs the failed request.
test.use({ allowedConsole: /status of 401/ });

const loading: Record<Lang, string> = { fr: 'chargement', en: 'loading', ar: 'جارٍ التحميل' };
const close: Record<Lang, string> = { fr: 'Fermer', en: 'Close', ar: 'إغلاق' };

/**
 * Holds the login's request until `release()`, so the test sees the button's loading state (a
 * fixed delay raced the assertion's polling under load).
 */
async function holdLogin(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/login', async (route) => {
    await held;
    await route.continue();
  });
  return { release: () => release() };
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'mobile')
    test.describe(name, () => {
      test.use(use);

      test(`login page: validation, error, loading, back to where the guest was (${lang})`, async ({
        page,
      }) => {
        await openSite(page, '/casino/preview', { lang });
        await page.getByTestId('login-button').click();
        await expect(page).toHaveURL(/\/login$/);
        const form = page.getByTestId('login-form');
        await expect(form.getByRole('heading', { level: 1 })).toHaveText(
          lang === 'ar' ? 'تسجيل الدخول' : 'connexion',
        );
        await expect(form.locator('img')).toHaveCount(0); // side image on desktop only
        const submit = form.locator('button[type="submit"]');
        await expect(submit).toBeDisabled();
        await form.locator('input[name="username"]').fill('demo');
        await expect(submit).toBeDisabled();
        await expect(form.locator('input[name="password"]')).toHaveAttribute('type', 'password');
        await form.locator('input[name="password"]').fill('not-the-password');
        await expect(submit).toBeEnabled();
        await screenshot(page, 'mobile', lang, 'login-page');
        expect(await seriousViolations(page)).toEqual([]);

        await submit.click();
        await expect(page.getByTestId('login-error')).not.toBeEmpty();
        await expect(page).toHaveURL(/\/login$/);

        await form.locator('input[name="password"]').fill('demo1234');
        // The label reads 'loading' while the request runs.
        const login = await holdLogin(page);
        await submit.click();
        await expect(submit).toHaveText(loading[lang]);
        await expect(submit).toBeDisabled();
        await expect(page).toHaveURL(/\/login$/); // still waiting for the answer
        login.release();
        await expect(page).toHaveURL(/\/casino\/preview$/);
        await expect(page.getByTestId('user-area')).toBeVisible();
        expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
      });

      test(`close icon leaves the login page (${lang})`, async ({ page }) => {
        await openSite(page, '/login', { lang });
        await page.getByTestId('login-form').getByRole('button', { name: close[lang] }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test(`login modal: a guest's favourite continues after login (${lang})`, async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername('fav');
        await cli('create-player', username, 'secret1234');
        await openSite(page, '/casino', { lang });
        const tile = page.locator('article.cs-tile').first();
        await expect(tile).toBeVisible();
        const gameId = await tile.getAttribute('data-game-id');
        await tile.hover();
        const heart = tile.locator('.cs-tile__heart');
        await heart.click();

        const modal = page.getByTestId('login-modal');
        await expect(modal).toBeVisible();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(modal.locator('img[src="/login-side.svg"]')).toBeVisible();
        await expect(modal.locator('input[name="username"]')).toBeFocused();
        await screenshot(page, 'desktop', lang, 'login-modal');
        expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);

        // Focus stays inside the dialog.
        for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))),
        ).toBe(true);

        // The form's close icon and its loading state, in the modal's language.
        await expect(
          modal.getByTestId('login-form').getByRole('button', { name: close[lang] }),
        ).toBeVisible();
        await modal.locator('input[name="username"]').fill(username);
        await modal.locator('input[name="password"]').fill('secret1234');
        const login = await holdLogin(page);
        const submit = modal.locator('button[type="submit"]');
        await submit.click();
        await expect(submit).toHaveText(loading[lang]);
        await expect(submit).toBeDisabled();
        login.release();
        await expect(modal).toBeHidden();
        await expect(page.getByTestId('user-area')).toBeVisible();
        // The follow-up: the game the guest hearted is now a favourite.
        await expect(
          page.locator(`article.cs-tile[data-game-id="${gameId}"] .cs-tile__heart`).first(),
        ).toHaveAttribute('aria-pressed', 'true');
        const favourites = await page.request.get(
          '/api/GetGameFavorite?page_index=1&page_size=30',
          {
            headers: {
              Authorization: `Bearer ${await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)}`,
            },
          },
        );
        const body = (await favourites.json()) as { data: { game_id: number }[] };
        expect(body.data.map((game) => String(game.game_id))).toContain(gameId);
      });

      test(`login modal: Escape closes it and focus returns (${lang})`, async ({ page }) => {
        await openSite(page, '/', { lang });
        const button = page.getByTestId('login-button');
        await button.click();
        await expect(page.getByTestId('login-modal')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('login-modal')).toBeHidden();
        await expect(button).toBeFocused();
      });
    });
}
