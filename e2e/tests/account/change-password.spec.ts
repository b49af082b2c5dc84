/** Change password: a mismatch is stopped on the client; a success ends the session and opens /login. */
import { desktop, expect, test, uniqueUsername } from '../../fixtures';
import { accountApp, logIn, useLanguage } from './session';

test.use(desktop);

test('new and repeat differing shows the toast and sends nothing', async ({ page }) => {
  await useLanguage(page, 'en');
  await logIn(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/ResetPassword')) sent.push(request.url());
  });
  await page.goto('/profile/reset_password');
  const app = page.locator(accountApp);
  await app.getByLabel('Old password').fill('demo1234');
  await app.getByLabel('New password', { exact: true }).fill('abcdef1');
  await app.getByLabel('Repeat new password').fill('abcdef2');
  await app.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('New password and repeat password do not match!')).toBeVisible();
  expect(sent).toEqual([]);
});

test.describe('success', () => {
  // The API ends every session on a password change, so the shell's POST /logout answers 401;
  // the browser logs that failed request. Expected until the shell treats it as logged out quietly.
  test.use({ allowedConsole: [/status of 401/] });

  test('a successful change logs out and goes to /login; the new password works', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('pwd');
    // A dedicated player, so the demo accounts other specs use keep their password.
    cli('create-player', username, 'first-pass1', '--name', 'Pass', '--surname', 'Word');
    await useLanguage(page, 'en');
    await logIn(page, username, 'first-pass1');
    await page.goto('/profile/reset_password');
    const app = page.locator(accountApp);
    await app.getByLabel('Old password').fill('first-pass1');
    await app.getByLabel('New password', { exact: true }).fill('second-pass2');
    await app.getByLabel('Repeat new password').fill('second-pass2');
    await app.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password reset successfully. Please log in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    expect(await page.evaluate(() => localStorage.getItem('casino.token'))).toBeNull();

    const oldLogin = await page.request.post('/api/login', {
      data: { username, password: 'first-pass1' },
    });
    expect(oldLogin.status()).not.toBe(200);
    const newLogin = await page.request.post('/api/login', {
      data: { username, password: 'second-pass2' },
    });
    expect(newLogin.status()).toBe(200);
  });
});
