/**
 * Details of the casino's tiles: on a phone (in Arabic) the detail modal's Like tiles carry the
 * games' names as text under their pictures, and a live-casino tile whose artwork has not come (a
 * slow network) shows its own placeholder — the game's initials — instead of a blank box (the
 * desktop in French, the phone in Arabic).
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const casino = '[id="single-spa-application:mf-casino"]';

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);

    if (layout === 'mobile')
      test('the Like tiles of the detail modal show their games’ names', async ({ page }) => {
        await useLanguage(page, lang);
        await page.goto('/casino/preview');
        await page.locator(`${casino} button[data-game-id]`).first().click();
        const dialog = page.getByRole('dialog');
        const likes = dialog.locator('.cs-detail__like-game');
        await expect(likes).toHaveCount(6);
        for (let i = 0; i < 6; i++) {
          const name = likes.nth(i).locator('.cs-detail__like-name');
          await expect(name).toBeVisible();
          await expect(name).toHaveText(/\S/);
          // The visible name is the button's name too.
          await expect(likes.nth(i)).toHaveAccessibleName((await name.textContent())!);
        }
        await likes.last().scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shots, `${layout}-${lang}-detail-like-names.png`) });
      });

    test('live-casino tiles whose artwork is slow show their placeholder', async ({ page }) => {
      // The artwork is held back until the end of the test: a network slower than the page.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/providers/studio/tiles/**', async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await useLanguage(page, lang);
      // The page's load event waits for the first tiles' pictures, which are held back.
      await page.goto('/live_casino/preview', { waitUntil: 'domcontentloaded' });
      // The list's first view (drawn by the edge with the same tile) or the app's, whichever shows:
      // the app's start waits for the first pictures, which are held back.
      const tile = page.locator('[data-game-id]').first();
      await expect(tile).toBeVisible();
      const placeholder = tile.getByTestId('tile-placeholder');
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toHaveText(/^\p{L}|\p{N}/u);
      // Drawn in a colour that shows on the tile, and not covered by a picture (none came).
      expect(
        await tile
          .locator('img')
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      ).toBe(false);
      await page.screenshot({ path: join(shots, `${layout}-${lang}-live-tile-placeholder.png`) });
      release();
    });
  });
}
