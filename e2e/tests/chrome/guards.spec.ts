/**
 * Route guards both ways, logout, and the shell following a token revoked on the server (any
 * 401 drops the token).
 */
import { desktop, expect, mobile, test, uniqueUsername } from '../../fixtures';
import { openSite, TOKEN_KEY } from './chrome-helpers';

test.use({ allowedConsole: /status of 401/ });

const accountManifest = /\/remotes\/mf-account\//;

test.describe('mobile', () => {
  test.use(mobile);

  test('a guest on a private route goes to /login, and back there after logging in', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('guard');
    await cli('create-player', username, 'secret1234');
    const accountRequests: string[] = [];
    page.on('request', (request) => {
      if (accountManifest.test(request.url())) accountRequests.push(request.url());
    });
    await openSite(page, '/user_card', { lang: 'fr' });
    await expect(page).toHaveURL(/\/login$/);
    expect(accountRequests, 'the private remote never loads for a guest').toEqual([]);

    const form = page.getByTestId('login-form');
    await form.locator('input[name="username"]').fill(username);
    await form.locator('input[name="password"]').fill('secret1234');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/user_card$/);
  });

  test('a guest following a link to /live from the page is stopped too', async ({ page }) => {
    await openSite(page, '/', { lang: 'ar' });
    await page.evaluate(() => history.pushState(null, '', '/live'));
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('desktop', () => {
  test.use(desktop);

  test('a guest on a private route goes to /', async ({ page }) => {
    await openSite(page, '/profile/dashboard', { lang: 'fr' });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.evaluate(() => history.pushState(null, '', '/transaction_history'));
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('[id="single-spa-application:mf-account"]')).toHaveCount(0);
  });

  test('a player on the login page goes to /', async ({ page, cli }) => {
    const username = uniqueUsername('guard');
    await cli('create-player', username, 'secret1234');
    await openSite(page, '/login', { lang: 'fr', player: { username, password: 'secret1234' } });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('user-area')).toBeVisible();
  });

  test('logout clears the session and goes to /', async ({ page, cli }) => {
    const username = uniqueUsername('logout');
    await cli('create-player', username, 'secret1234');
    await openSite(page, '/casino', { lang: 'fr', player: { username, password: 'secret1234' } });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('a token revoked on the server: the next call answers 401 and the shell logs out', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('revoke');
    await cli('create-player', username, 'secret1234');
    await openSite(page, '/profile/dashboard', {
      lang: 'fr',
      player: { username, password: 'secret1234' },
    });
    await expect(page.getByTestId('user-area')).toBeVisible();
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    await cli('revoke-sessions', username);
    // The 5 s user refresh meets the 401; the private page is left at once.
    await expect(page.getByTestId('login-button')).toBeVisible({ timeout: 12_000 });
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });
});
