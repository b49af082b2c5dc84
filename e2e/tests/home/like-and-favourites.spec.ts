/**
 * The game detail's Like section never lists the game being viewed (also after
 * a Like game was picked), and a player without favourites gets no empty 'Favorite Slots' row at
 * the top of the home page: the popular rows come first, and the first heart brings the row. The
 * phone in Arabic, the desktop in French.
 */
import type { Locator } from '@playwright/test';
import { baseURL } from '../../environment';
import {
  expect,
  layoutsAndLanguages,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';

const likeNames = async (dialog: Locator) =>
  dialog
    .locator('.cs-detail__like-game')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent));

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'mobile')
    test.describe(name, () => {
      test.use(use);

      test('the Like row never lists the game shown, before and after picking one of it', async ({
        page,
      }) => {
        await useLanguage(page, lang);
        await page.goto('/');
        const tile = page.locator('[data-rail="popular-slots"] button[data-game-id]').first();
        await tile.click();
        const dialog = page.getByRole('dialog');
        const shown = dialog.locator('.cs-detail__name');
        await expect(dialog.locator('.cs-detail__like-game')).toHaveCount(6);
        const first = (await shown.textContent())!;
        expect(await likeNames(dialog)).not.toContain(first);

        await dialog.locator('.cs-detail__like-game').nth(2).click();
        await expect(shown).not.toHaveText(first);
        const picked = (await shown.textContent())!;
        await expect(dialog.locator('.cs-detail__like-game')).toHaveCount(6);
        const names = await likeNames(dialog);
        expect(names).not.toContain(picked);
        expect(names, 'the game shown before is a Like game again').toContain(first);
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test('a player without favourites: no empty Favourites row, the popular slots first; the first heart brings the row', async ({
        page,
        cli,
      }) => {
        const username = uniqueUsername('nofav');
        await cli('create-player', username, 'secret1234');
        await page.context().addCookies([{ name: 'i18next', value: lang, url: baseURL }]);
        await seedSession(page, username, 'secret1234');
        await page.goto('/');
        const popular = page.locator('[data-rail="popular-slots"]');
        await expect(popular.locator('article').first()).toBeVisible();
        await expect(page.locator('[data-rail="favorite-slots"]')).toHaveCount(0);
        // The first row under the banner is the popular slots one.
        const firstRail = await page.locator('[data-rail]').first().getAttribute('data-rail');
        expect(firstRail).toBe('popular-slots');

        const tile = popular.locator('article').first();
        await tile.hover();
        await tile.locator('.cs-tile__heart').click();
        await expect(page.locator('[data-rail="favorite-slots"] article')).toHaveCount(1);
      });
    });
}
