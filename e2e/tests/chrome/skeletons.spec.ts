/**
 * Skeleton placeholders where a player would otherwise see a
 * jump: the header's user area and the menu's session row while a stored token is being checked,
 * the jackpot popup's amount until it is known.
 */
import { desktop, expect, mobile, test, uniqueUsername } from '../../fixtures';
import { openSite } from './chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };

test.describe('mobile', () => {
  test.use(mobile);

  test('while the stored token is checked: header and menu show skeletons, then the player (fr)', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/UserDetails', async (route) => {
      await held;
      await route.continue();
    });
    await openSite(page, '/', { player: demo });
    const header = page.getByTestId('mobile-header');
    await expect(header.getByRole('status', { name: 'Chargement de votre compte' })).toBeVisible();
    await expect(header.locator('[data-skeleton]')).toBeVisible();
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('sidebar');
    await expect(menu.getByTestId('menu-skeleton')).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

    release();
    await expect(menu.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(menu.getByTestId('menu-skeleton')).toHaveCount(0);
    await expect(header.getByTestId('user-area')).toBeVisible();
  });
});

test.describe('desktop', () => {
  test.use(desktop);

  test('the jackpot popup shows a placeholder, never 0.00, until the amount is known (fr)', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('jps');
    await cli('create-player', username, 'secret1234');
    let calls = 0;
    // The amount is held back until the placeholder has been seen: the popup comes when the
    // browser is idle, which on a busy machine can be after the next refresh.
    let releaseAmount: () => void = () => {};
    const amountReleased = new Promise<void>((resolve) => (releaseAmount = resolve));
    await page.route('**/api/UserDetails', async (route) => {
      calls += 1;
      const first = calls === 1;
      if (!first) await amountReleased;
      const response = await route.fetch();
      const user = (await response.json()) as Record<string, unknown>;
      // First answer: the win without its amount; later ones: the amount.
      const patched = first
        ? { ...user, jackpot_state: true, jackpot_name: 'Golden_Prize', jackpot_amount: null }
        : { ...user, jackpot_state: false, jackpot_amount: 1_500_000 };
      await route.fulfill({ response, json: patched });
    });
    await openSite(page, '/', { player: { username, password: 'secret1234' } });
    const popup = page.getByTestId('jackpot-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('status', { name: 'Chargement du jackpot' })).toBeVisible();
    await expect(popup).not.toContainText('0.00');
    releaseAmount();
    // The next refresh (every 5 s) brings the amount.
    await expect(popup.getByTestId('jackpot-amount')).toContainText('1 500.00 TND', {
      timeout: 8000,
    });
    await expect(popup.getByRole('status')).toHaveCount(0);
  });
});
