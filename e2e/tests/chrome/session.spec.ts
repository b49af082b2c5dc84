/**
 * Token presence and logout: a token removed in another tab is noticed at the token check's next
 * tick (every 200 ms on the home page, 1 s elsewhere); a logout the server answers 401 (the
 * session was already revoked, e.g. by a password change) logs out quietly; any other failure
 * still logs out here and tells the player.
 */
import { desktop, expect, test } from '../../fixtures';
import { openSite, TOKEN_KEY } from './chrome-helpers';

const demo = { username: 'demo', password: 'demo1234' };

test.use(desktop);

test.describe('a token removed in another tab', () => {
  for (const { path, every } of [
    { path: '/', every: 200 },
    { path: '/casino', every: 1000 },
  ]) {
    // The page's clock is the test's: once it stands still, only the token check's own tick,
    // run by the test, can notice the removal. Nothing depends on how fast the machine is.
    test(`is noticed on ${path} at the next check (every ${every} ms)`, async ({ page }) => {
      await page.clock.install();
      await openSite(page, path, { player: demo });
      await expect(page.getByTestId('user-area')).toBeVisible();
      // A moment ahead of the page's time, however long this call takes to arrive.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);
      const other = await page.context().newPage();
      await other.goto('/robots.txt');
      await other.evaluate((key) => localStorage.removeItem(key), TOKEN_KEY);
      await page.clock.runFor(every);
      await expect(page.getByTestId('login-button')).toBeVisible();
      await expect(page.getByTestId('user-area')).toHaveCount(0);
      await other.close();
    });
  }
});

test.describe('logout answered 401', () => {
  // The browser itself logs the 401 response; nothing else may reach the console.
  test.use({ allowedConsole: [/status of 401/] });

  test('counts as logged out, quietly: no error toast, home page', async ({ page }) => {
    await page.route('**/api/logout', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"error":"Unauthorized"}',
      }),
    );
    await openSite(page, '/casino', { player: demo });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    // The home page is on screen: the logout was handled (a toast comes with it, before the navigation).
    await expect(
      page.locator('[id="single-spa-application:mf-home"][data-remote-version]'),
    ).toBeVisible();
    await page.evaluate(() => new Promise(requestAnimationFrame));
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  });
});

test.describe('logout failing otherwise', () => {
  // The browser logs the failed request itself (500, or the network error); nothing else may.
  test.use({ allowedConsole: [/status of 500|ERR_INTERNET_DISCONNECTED/] });

  test('still logs out here and shows a translated error toast (server error)', async ({
    page,
  }) => {
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await openSite(page, '/casino', { player: demo });
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await expect(page.locator('.Toastify__toast')).toContainText(
      'Vous êtes déconnecté sur cet appareil',
    );
  });

  test('still logs out here when the network is down (ar)', async ({ page }) => {
    await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));
    await openSite(page, '/casino', { player: demo, lang: 'ar' });
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await expect(page.locator('.Toastify__toast')).toContainText('تم تسجيل خروجك على هذا الجهاز');
  });
});
