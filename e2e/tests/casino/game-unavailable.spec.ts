/**
 * A game frame that cannot load (the provider answers 404 with JSON) shows the
 * site's branded "game unavailable" state with a retry and a way back, never the raw answer; a
 * StartGame that fails shows a translated toast (the desktop's play page in French, the phone's
 * full-page game in Arabic). Item 8: the launcher's JACKPOT header shows the currency.
 */
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';
import { players, startLoggedIn } from '../home/player';

const casino = '[id="single-spa-application:mf-casino"]';
const screenshots = join(import.meta.dirname, '..', '..', 'screenshots');
test.use({ allowedConsole: /status of (404|500)|frame-ancestors/ });

const texts = {
  fr: {
    title: 'Jeu indisponible',
    retry: 'Réessayer',
    back: 'Retour',
    startFailed: 'Ce jeu ne peut pas démarrer pour le moment.',
  },
  ar: {
    title: 'اللعبة غير متاحة',
    retry: 'إعادة المحاولة',
    back: 'رجوع',
    startFailed: 'لا يمكن تشغيل هذه اللعبة الآن.',
  },
} as const;

/** The providers answer like a server that lost the game: 404 with a JSON body, until `healthy()`. */
async function providerDown(page: Page) {
  let down = true;
  await page.route('**/providers/**', (route) =>
    down
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"message":"Not found","code":"GAME_NOT_FOUND"}',
        })
      : route.fulfill({
          contentType: 'text/html',
          // A game page says it has started, as the studio's do (the site cannot read its origin).
          body: "<!doctype html><title>game</title><p>the game</p><script>parent.postMessage({ type: 'studio:ready' }, '*')</script>",
        }),
  );
  return { healthy: () => (down = false) };
}

/** A StartGame that answers 500, until `healthy()`. */
async function startGameFails(page: Page) {
  let failing = true;
  await page.route('**/api/StartGame', (route) =>
    failing
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
      : route.fallback(),
  );
  return { healthy: () => (failing = false) };
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  const text = texts[lang];

  if (layout === 'desktop')
    test.describe(name, () => {
      test.use(use);

      test('a frame that cannot load: branded state, retry brings the game, back returns to the list', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        const provider = await providerDown(page);
        await startLoggedIn(page, players.player);
        await page.goto('/casino/preview');
        const tile = page.locator(`${casino} article`).first();
        await tile.hover();
        await tile.locator('.cs-tile__play').click();
        await expect(page).toHaveURL(/\/casino\/play_game$/);
        const unavailable = page.getByTestId('game-unavailable');
        await expect(unavailable).toBeVisible();
        await expect(unavailable.getByRole('heading')).toHaveText(text.title);
        await expect(page.getByText('GAME_NOT_FOUND')).toHaveCount(0);
        // The state covers the stage, centred, with both ways out on screen.
        const stage = (await unavailable.boundingBox())!;
        const retry = unavailable.getByRole('button', { name: text.retry });
        const back = unavailable.getByRole('button', { name: text.back });
        for (const button of [retry, back]) {
          const box = (await button.boundingBox())!;
          expect(box.height).toBeGreaterThanOrEqual(44);
          expect(box.x).toBeGreaterThan(stage.x);
          expect(box.x + box.width).toBeLessThan(stage.x + stage.width);
        }
        await page.screenshot({ path: `${screenshots}/${layout}-${lang}-game-unavailable.png` });

        provider.healthy();
        await retry.click();
        await expect(unavailable).toBeHidden();
        await expect(page.frameLocator(`${casino} iframe`).getByText('the game')).toBeVisible();
        await page.getByRole('button', { name: text.back }).first().click();
        await expect(page).toHaveURL(/\/casino\/preview$/);
      });

      test('a StartGame that fails says so in a translated toast and goes back to the list', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        await startGameFails(page);
        await startLoggedIn(page, players.player);
        await page.goto('/casino/preview');
        const tile = page.locator(`${casino} article`).first();
        await tile.hover();
        await tile.locator('.cs-tile__play').click();
        await expect(page.locator('.Toastify__toast')).toContainText(text.startFailed);
        await expect(page.getByText('boom')).toHaveCount(0);
        await expect(page).toHaveURL(/\/casino\/preview$/);
      });

      test('the jackpot launcher header shows the currency', async ({ page }) => {
        await useLanguage(page, lang);
        await providerDown(page);
        await startLoggedIn(page, players.player);
        await page.goto('/casino/preview');
        // FIABLE (provider 38) is the jackpot provider: its games open with the JACKPOT header.
        await page.locator(`${casino} button`, { hasText: 'FIABLE' }).click();
        const tile = page.locator(`${casino} article`).first();
        // The list keeps the tiles it showed until the provider's answer is drawn: FIABLE's first.
        await expect(tile.locator('.cs-tile__provider')).toHaveText('FIABLE');
        await tile.hover();
        await tile.locator('.cs-tile__play').click();
        await expect(page).toHaveURL(/\/casino\/play_game$/);
        const header = page.getByTestId('jackpot-header');
        await expect(header).toBeVisible();
        await expect(header.locator('strong')).toContainText('JACKPOT');
        await expect(header.locator('strong')).toContainText('TND');
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test('a StartGame that fails says so in the translated toast; the full-page game that cannot load shows the same branded state; back closes it', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        const start = await startGameFails(page);
        await providerDown(page);
        await startLoggedIn(page, players.player);
        await page.goto('/casino/preview');
        const play = async () => {
          await page.locator(`${casino} button[data-game-id]`).first().click();
          await page
            .getByRole('dialog')
            .locator('.cs-detail__play, button')
            .filter({ hasText: lang === 'ar' ? 'العب' : 'Jouer' })
            .first()
            .click();
        };
        await play();
        await expect(page.locator('.Toastify__toast')).toContainText(text.startFailed);
        await expect(page.getByText('boom')).toHaveCount(0);
        await expect(page).toHaveURL(/\/casino\/preview$/);

        start.healthy();
        await play();
        const unavailable = page.getByTestId('game-unavailable');
        await expect(unavailable).toBeVisible({ timeout: 15_000 });
        await expect(unavailable.getByRole('heading')).toHaveText(text.title);
        await expect(unavailable.getByRole('button', { name: text.retry })).toBeVisible();
        await page.screenshot({ path: `${screenshots}/${layout}-${lang}-game-unavailable.png` });
        await unavailable.getByRole('button', { name: text.back }).click();
        await expect(page.getByTestId('full-page-game')).toHaveCount(0);
      });
    });
}
