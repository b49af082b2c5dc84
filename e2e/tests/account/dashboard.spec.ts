/** The personal area shows the player from the shell's snapshot: balance with two decimals, id, info. */
import { desktop, expect, mobile, test } from '../../fixtures';
import { accountApp, logIn, twoDecimals, useLanguage } from './session';

interface UserDetails {
  username: string;
  sur_id: string;
  balance: number;
  bounse: number;
  currency: string;
  name: string;
  surname: string;
}

test.describe('desktop dashboard', () => {
  test.use(desktop);

  test("shows the demo player's balance with two decimals, id and account info", async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    const token = await logIn(page);
    const user = (await (
      await page.request.get('/api/UserDetails', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as UserDetails;

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/dashboard$/);
    const app = page.locator(accountApp);
    await expect(
      app.getByRole('heading', { name: 'Welcome to your Personal Area!' }),
    ).toBeVisible();
    await expect(app.getByText(user.username, { exact: true })).toBeVisible();
    await expect(app.getByTestId('player-id')).toHaveText(user.sur_id);
    await expect(app.getByTestId('account-balance')).toHaveText(
      `${twoDecimals(user.balance)}${user.currency}`,
    );
    await expect(app.getByTestId('account-balance')).toHaveText(/\d\.\d{2}TND$/);
    await expect(app.getByTestId('account-bonus')).toHaveText(
      `${twoDecimals(user.bounse)}${user.currency}`,
    );
    await expect(app.getByLabel('Name', { exact: true })).toHaveValue(user.name);
    await expect(app.getByLabel('Surname')).toHaveValue(user.surname);
    await expect(app.getByLabel('Currency')).toHaveValue('TND');

    // The profile sidebar reaches every section.
    await app.getByRole('link', { name: 'Transaction History' }).click();
    await expect(page).toHaveURL(/\/profile\/transaction_history$/);
    await expect(app.getByRole('heading', { name: 'Transaction History' })).toBeVisible();
  });
});

test.describe('mobile user card', () => {
  test.use(mobile);

  test('shows balance and links to the history screens', async ({ page }) => {
    await useLanguage(page, 'en');
    await logIn(page);
    await page.goto('/user_card');
    const app = page.locator(accountApp);
    await expect(app.getByTestId('account-balance')).toHaveText(/^\d[\d ]*\.\d{2}TND$/);
    await app.getByRole('link', { name: 'Transaction History' }).click();
    await expect(page).toHaveURL(/\/transaction_history$/);
    await expect(app.getByRole('button', { name: 'Back' })).toBeVisible();
    await app.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/user_card$/);
  });
});
