/** Transaction history: today's range by default, pages of 10 with Previous/Next, the Type filter. */
import { desktop, expect, mobile, test } from '../../fixtures';
import { accountApp, logIn, useLanguage } from './session';

const isHistoryCall = (url: string) => url.includes('/api/TransactionPlayer');

test.describe('desktop', () => {
  test.use(desktop);

  test('pages through the history and filters by type', async ({ page }) => {
    await useLanguage(page, 'en');
    await logIn(page);
    const first = page.waitForRequest((request) => isHistoryCall(request.url()));
    await page.goto('/profile/transaction_history');
    const firstQuery = new URL((await first).url()).searchParams;
    expect(firstQuery.get('pageIndex')).toBe('1');
    expect(firstQuery.get('pageSize')).toBe('10');
    expect(firstQuery.has('type')).toBe(false);
    expect(new Date(firstQuery.get('fromDate')!).toISOString()).toBe(firstQuery.get('fromDate'));
    expect(new Date(firstQuery.get('toDate')!).getTime()).toBeGreaterThan(Date.now());

    const app = page.locator(accountApp);
    const table = app.getByRole('table', { name: 'Transaction History' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const pager = app.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pager.getByText('1', { exact: true })).toBeVisible();

    const second = page.waitForRequest((request) => isHistoryCall(request.url()));
    await pager.getByRole('button', { name: 'Next' }).click();
    expect(new URL((await second).url()).searchParams.get('pageIndex')).toBe('2');
    await expect(pager.getByText('2', { exact: true })).toBeVisible();
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeEnabled();

    await app.getByLabel('Type').selectOption({ label: 'Depot' });
    const filtered = page.waitForRequest((request) => isHistoryCall(request.url()));
    await app.getByRole('button', { name: 'Show' }).click();
    const filteredQuery = new URL((await filtered).url()).searchParams;
    expect(filteredQuery.get('type')).toBe('5');
    expect(filteredQuery.get('pageIndex')).toBe('1');
    // The table shows the filtered page once its answer is rendered: deposits only.
    await expect
      .poll(async () => new Set(await rows.locator('td:first-child').allTextContents()))
      .toEqual(new Set(['Deposit']));
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test('an empty range says so', async ({ page }) => {
    await useLanguage(page, 'en');
    await logIn(page);
    await page.goto('/profile/transaction_history');
    const app = page.locator(accountApp);
    await app.getByLabel('From', { exact: true }).fill('2001-01-01');
    await app.getByLabel('To', { exact: true }).fill('2001-01-02');
    await app.getByRole('button', { name: 'Show' }).click();
    await expect(app.getByText('Transaction history is empty')).toBeVisible();
  });
});

test.describe('mobile', () => {
  test.use(mobile);

  test('Deposit and Withdraw toggles send filter 5 and 6', async ({ page }) => {
    await useLanguage(page, 'en');
    await logIn(page);
    await page.goto('/transaction_history');
    const app = page.locator(accountApp);
    await expect(app.getByRole('table', { name: 'Transaction History' })).toBeVisible();
    const withdraw = page.waitForRequest(
      (request) => isHistoryCall(request.url()) && request.url().includes('type=6'),
    );
    await app.getByRole('button', { name: 'Withdraw' }).click();
    await withdraw;
    await expect(app.getByRole('button', { name: 'Withdraw' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The table shows the filtered page once its answer is rendered: withdrawals only.
    await expect
      .poll(async () => new Set(await app.locator('tbody td:first-child').allTextContents()))
      .toEqual(new Set(['Withdrawal']));
  });
});
