/**
 * Home as a guest and as a player: the rails, paging, the 'All' link, the favourite heart with
 * the login follow-up, and the mobile game detail modal.
 */
import { baseURL } from '../../environment';
import { desktop, expect, mobile, test } from '../../fixtures';
import { players, startLoggedIn } from './player';

const home = '[id="single-spa-application:mf-home"]';

test.describe('desktop', () => {
  test.use(desktop);

  test('a guest browses the rails: 12 slots, 12 live, 6 crash, no favourites, pages with the arrows', async ({
    page,
  }) => {
    await page.goto('/');
    const slots = page.locator(`${home} [data-rail="popular-slots"]`);
    await expect(slots.getByRole('heading', { name: 'Machines à sous populaires' })).toBeVisible();
    await expect(slots.locator('article')).toHaveCount(12);
    await expect(page.locator('[data-rail="popular-live-casino"] article')).toHaveCount(12);
    await expect(page.locator('[data-rail="crash-games"] article')).toHaveCount(6);
    await expect(page.locator('[data-rail="favorite-slots"]')).toHaveCount(0);
    await expect(
      page.locator(`${home} [data-section="jackpot-wins"]`).getByText('Jackpot Diamant').first(),
    ).toBeVisible();

    const previous = slots.getByRole('button', { name: 'Page précédente' });
    const next = slots.getByRole('button', { name: 'Page suivante' });
    await expect(previous).toBeDisabled();
    const firstGame = await slots.locator('article').first().getAttribute('data-game-id');
    await next.click();
    await expect(previous).toBeEnabled();
    await expect(slots.locator('article').first()).not.toHaveAttribute('data-game-id', firstGame!);
    await expect(slots.locator('article')).toHaveCount(12);

    await slots.getByRole('link', { name: /Tous/ }).click();
    await expect(page).toHaveURL(/\/casino\/preview\?p=37&c=null$/);
  });

  test('a guest pressing the heart logs in through the modal, then the game becomes a favourite', async ({
    page,
  }) => {
    const player = players.homeGuestHeart;
    await page.goto('/');
    const tile = page.locator('[data-rail="popular-slots"] article').first();
    await tile.hover();
    await tile.getByRole('button', { name: /Ajouter aux favoris/ }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/utilisateur/i).fill(player.username);
    await dialog.getByLabel(/mot de passe/i).fill(player.password);
    await dialog.locator('button[type="submit"]').click();

    await expect(page.getByText('Jeu ajouté aux favoris !')).toBeVisible();
    const favourite = page
      .locator('[data-rail="popular-slots"] article')
      .first()
      .locator('button[aria-pressed]');
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // The favourites rail appears for the player and holds that game.
    const gameId = await page
      .locator('[data-rail="popular-slots"] article')
      .first()
      .getAttribute('data-game-id');
    await expect(
      page.locator(`[data-rail="favorite-slots"] article[data-game-id="${gameId}"]`),
    ).toBeVisible();
  });

  test.describe('with the game frame not served yet', () => {
    // The game frame's URL may answer 404 in these tests, which they allow.
    test.use({ allowedConsole: /frame-ancestors|refused to connect|status of 404 \(Not Found\)/ });

    test('a guest pressing Play logs in through the modal, then the game launches', async ({
      page,
    }) => {
      await page.goto('/');
      const tile = page.locator('[data-rail="crash-games"] article').first();
      const gameId = Number(await tile.getAttribute('data-game-id'));
      await tile.hover();
      await tile.getByRole('button', { name: /^Jouer/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/utilisateur/i).fill(players.player.username);
      await dialog.getByLabel(/mot de passe/i).fill(players.player.password);
      await dialog.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(/\/crash\/play_game$/);
      expect(
        await page.evaluate(() => (history.state as { game_id?: number; type?: number }).type),
      ).toBe(3);
      expect(await page.evaluate(() => (history.state as { game_id?: number }).game_id)).toBe(
        gameId,
      );
      await expect(page.locator('[id="single-spa-application:mf-casino"] iframe')).toHaveAttribute(
        'src',
        new RegExp(`game=${gameId}`),
      );
    });
  });

  test('a player removes a favourite from the favourites rail', async ({ page }) => {
    await startLoggedIn(page, players.homeRemoveFavourite);
    await page.goto('/');
    const tile = page.locator('[data-rail="popular-slots"] article').first();
    await tile.hover();
    await tile.getByRole('button', { name: /Ajouter aux favoris/ }).click();
    await expect(page.getByText('Jeu ajouté aux favoris !')).toBeVisible();
    const favourites = page.locator('[data-rail="favorite-slots"] article');
    await expect(favourites).toHaveCount(1);
    await favourites.first().hover();
    await favourites
      .first()
      .getByRole('button', { name: /Retirer des favoris/ })
      .click();
    await expect(page.getByText('Jeu retiré des favoris !')).toBeVisible();
    await expect(favourites).toHaveCount(0);
  });

  test('content pages show their text in Arabic, right to left', async ({ page }) => {
    await page.context().addCookies([{ name: 'i18next', value: 'ar', url: baseURL }]);
    await page.goto('/play_responsibly');
    await expect(page.getByRole('heading', { name: 'العب بمسؤولية' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test.describe('mobile', () => {
  test.use(mobile);

  test('a tap on a tile opens the game detail with its Like row; a guest pressing Play is asked to log in', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Rubriques' }).getByRole('link')).toHaveCount(
      4,
    );
    const tile = page.locator('[data-rail="popular-slots"] button[data-game-id]').first();
    await tile.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Aux favoris' })).toBeVisible();
    await expect(dialog.locator('.cs-detail__like-game')).toHaveCount(6);
    await dialog.getByRole('button', { name: 'Jouer' }).click();
    await expect(page.getByRole('dialog').locator('input[type="password"]')).toBeVisible();
  });
});
