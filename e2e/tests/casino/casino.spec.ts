/**
 * The casino remote on the composed site: the desktop widgets, the lister (filters, Load More),
 * favourites for a player and Play launching the play_game page with the game's frame.
 */
import { twoDecimals } from '../account/session';
import { desktop, expect, mobile, test } from '../../fixtures';
import { players, startLoggedIn } from '../home/player';

const casino = '[id="single-spa-application:mf-casino"]';

// Where the frame URL is not served the frame's document is a 404 (or the site's own page, which
// refuses to be framed). Only these tests allow it.
const FRAME_NOT_SERVED_YET = /frame-ancestors|refused to connect|status of 404 \(Not Found\)/;

test.describe('desktop', () => {
  test.use(desktop);

  test('the jackpot panel (live pools) and the top-wins table stand beside the content', async ({
    page,
  }) => {
    // The live pools, as the API answered the page (the jackpot game shows the same), not a fixed
    // 1 000.00. Other players' bets grow the pools meanwhile, so a second read could differ.
    const poolsAnswer = page.waitForResponse(
      (answer) => new URL(answer.url()).pathname === '/api/jackpots' && answer.ok(),
    );
    await page.goto('/');
    const jackpot = page.locator('[data-widget="jackpot-panel"]');
    await expect(jackpot.getByRole('heading', { name: 'Jackpot', exact: true })).toBeVisible();
    await expect(jackpot.getByText('80 000.00 TND')).toBeVisible();
    const pools = (await (await poolsAnswer).json()) as Record<string, number>;
    for (const tier of ['diamond', 'golden', 'silver'])
      await expect(jackpot.locator(`[data-tier="${tier}"]`)).toContainText(
        twoDecimals(pools[tier]!),
      );
    const topWins = page.locator('[data-widget="top-wins"]');
    await expect(topWins.getByRole('columnheader', { name: 'Fournisseur' })).toBeVisible();
    const amounts = topWins.locator('tbody td:last-child');
    await expect(amounts.first()).toHaveText(/^\d[\d ]*\.\d{2} TND$/);
  });

  test('the casino index shows three providers with 12 games each, Load More adds the next', async ({
    page,
  }) => {
    await page.goto('/casino');
    const sections = page.locator(`${casino} [data-page="provider-list"] section[data-provider]`);
    await expect(sections).toHaveCount(3);
    await expect(sections.first().locator('article')).toHaveCount(12);
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await expect(sections).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Charger plus' })).toHaveCount(0);
    await sections.first().getByRole('link', { name: /Tous/ }).click();
    await expect(page).toHaveURL(/\/casino\/preview\?p=37&c=null$/);
    await expect(page.locator(`${casino} [data-page="game-list"] article`).first()).toBeVisible();
  });

  test('the lister filters by provider and loads 30 more', async ({ page }) => {
    await page.goto('/casino/preview');
    const grid = page.locator(`${casino} [data-page="game-list"] ul`).last();
    await expect(page.locator(`${casino} article`)).toHaveCount(30);
    await page.getByRole('button', { name: 'Charger plus' }).click();
    await expect(page.locator(`${casino} article`)).toHaveCount(60);
    await page
      .getByRole('group', { name: 'Fournisseurs' })
      .getByRole('button', { name: 'PRAGMATIC' })
      .click();
    await expect(page).toHaveURL(/[?&]p=37/);
    // Once the filtered page is rendered, every tile is a PRAGMATIC game.
    await expect
      .poll(async () => new Set(await grid.locator('.cs-tile__provider').allTextContents()))
      .toEqual(new Set(['PRAGMATIC']));
    await page.getByRole('searchbox', { name: 'Nom du jeu' }).fill('zzzz-no-such-game');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByText('Aucun jeu')).toBeVisible();
  });

  test.describe('with the game frame not served yet', () => {
    test.use({ allowedConsole: FRAME_NOT_SERVED_YET });

    test('Play opens play_game with the game in a frame, Back returns to the preview list', async ({
      page,
    }) => {
      await startLoggedIn(page, players.player);
      await page.goto('/casino/preview');
      const tile = page.locator(`${casino} article`).first();
      const gameId = await tile.getAttribute('data-game-id');
      await tile.hover();
      await tile.getByRole('button', { name: /^Jouer/ }).click();
      await expect(page).toHaveURL(/\/casino\/play_game$/);
      expect(await page.evaluate(() => (history.state as { game_id?: number }).game_id)).toBe(
        Number(gameId),
      );
      const frame = page.locator(`${casino} iframe`);
      await expect(frame).toHaveAttribute('src', new RegExp(`game=${gameId}`));
      await page.getByRole('button', { name: 'Retour' }).click();
      await expect(page).toHaveURL(/\/casino\/preview$/);
    });
  });

  test('a player toggles a favourite and finds it in the favourites list', async ({ page }) => {
    await startLoggedIn(page, players.casinoFavourite);
    await page.goto('/casino/preview');
    const tile = page.locator(`${casino} article`).first();
    const name = await tile.getAttribute('aria-label');
    await tile.hover();
    await tile.getByRole('button', { name: /Ajouter aux favoris/ }).click();
    await expect(page.getByText('Jeu ajouté aux favoris !')).toBeVisible();
    await page.goto('/favorite');
    await expect(page.locator(`${casino} article`)).toHaveCount(1);
    await expect(page.locator(`${casino} article`).first()).toHaveAttribute('aria-label', name!);
  });
});

test.describe('mobile', () => {
  test.use(mobile);
  test.use({ allowedConsole: FRAME_NOT_SERVED_YET });

  test('the list appends the next 27 games when its end scrolls into view', async ({ page }) => {
    await page.goto('/casino/preview');
    const tiles = page.locator(`${casino} button[data-game-id]`);
    await expect(tiles).toHaveCount(27);
    await expect(page.getByRole('button', { name: 'Charger plus' })).toHaveCount(0);
    await tiles.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect(tiles).toHaveCount(54);
  });

  test('a framed game opens full page through the preview route and closes back to the list', async ({
    page,
  }) => {
    await startLoggedIn(page, players.player);
    await page.goto('/casino/preview');
    await expect(page.locator(`${casino} button[data-game-id]`)).toHaveCount(27);
    await page.locator(`${casino} button[data-game-id]`).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Jouer' }).click();
    await expect(page).toHaveURL(/\/casino\/preview$/);
    const fullPage = page.getByTestId('full-page-game');
    await expect(fullPage.locator('iframe')).toHaveAttribute('src', /play\?token=/);
    await fullPage.getByRole('button', { name: 'Fermer le jeu' }).click();
    await expect(fullPage).toHaveCount(0);
    await expect(page.locator(`${casino} button[data-game-id]`).first()).toBeVisible();
  });
});
