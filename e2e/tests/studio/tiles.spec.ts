/**
 * The lobby's tiles: each game's picture is the studio's tile (drawn from the game's theme and
 * symbols, no text in it), and the game's name and provider are real text in the tile, readable
 * (not the former 7 px label baked into the picture). Screenshots of the casino lobby, the desktop
 * in French and the phone in Arabic, in e2e/screenshots.
 */
import { join } from 'node:path';
import { expect, layoutsAndLanguages, test, useLanguage } from '../../fixtures';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const casino = '[id="single-spa-application:mf-casino"]';

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(`lobby tiles (${name})`, () => {
    test.use(use);

    test('show the studio’s artwork with the name and provider as text', async ({ page }) => {
      await useLanguage(page, lang);
      const games = (await (
        await page.request.get('/api/get_slot_game?page_index=1&page_size=30&type=1')
      ).json()) as {
        data: { game_id: number; name: string; provider_name: string; image: string }[];
      };
      await page.goto('/casino/preview');
      const tiles = page.locator(`${casino} .cs-tile[data-game-id]`);
      await expect(tiles.first()).toBeVisible();

      for (const index of [0, 1, 2]) {
        const tile = tiles.nth(index);
        const id = Number(await tile.getAttribute('data-game-id'));
        const game = games.data.find((g) => g.game_id === id)!;
        // The studio's artwork, from the providers' own origin like its frames.
        expect(game.image).toBe(`/providers/studio/tiles/${id}.svg`);
        const image = tile.locator('img.cs-tile__image');
        await expect(image).toHaveAttribute('src', game.image);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(tile.locator('.cs-tile__name')).toHaveText(game.name);
        await expect(tile.locator('.cs-tile__name')).toBeVisible();
        await expect(tile.locator('.cs-tile__provider')).toHaveText(game.provider_name);
        const providerSize = await tile
          .locator('.cs-tile__provider')
          .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        expect(providerSize).toBeGreaterThanOrEqual(11);
        // The picture holds no text: the studio's SVG has no <text> element.
        const svg = await (await page.request.get(game.image)).text();
        expect(svg).not.toMatch(/<text\b/);
        expect(svg).not.toContain(game.name);
      }
      await page.screenshot({ path: join(shots, `studio-tiles-${layout}-${lang}.png`) });
    });
  });
}
