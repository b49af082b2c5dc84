/**
 * The account statement: a deposit made by the operator's CLI shows on today's row, in the
 * totals and in the lifetime net deposits, and the CSV downloads with the player's token.
 */
import { readFile } from 'node:fs/promises';
import {
  desktop,
  expect,
  mobile,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
} from '../../fixtures';
import { screenshot } from '../chrome/chrome-helpers';
import { accountApp } from './session';

const PASSWORD = 'statement-player-2026';
const DEPOSIT = 25_000;
/** Today as the API counts statement days (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

test.describe('statement on the desktop, in French', () => {
  test.use(desktop);

  test('a CLI deposit shows on today, in the totals and the lifetime figure; the CSV downloads', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('rgstf');
    await cli('create-player', username, PASSWORD);
    await cli('deposit', username, String(DEPOSIT), '--reference', `e2e-${username}`);
    await useLanguage(page, 'fr');
    await seedSession(page, username, PASSWORD);
    await page.goto('/profile/statement');
    const app = page.locator(accountApp);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Relevé');

    const row = app.getByTestId('statement-day');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toHaveText(today());
    await expect(row.getByRole('cell').first()).toHaveText('25.00 TND');
    await expect(app.getByTestId('statement-totals').getByRole('cell').first()).toHaveText(
      '25.00 TND',
    );
    await expect(app.getByTestId('lifetime-net-deposits')).toHaveText('25.00 TND');
    await screenshot(page, 'desktop', 'fr', 'rg-statement');

    const downloaded = page.waitForEvent('download');
    await app.getByRole('button', { name: 'Télécharger le CSV' }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toMatch(
      /^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain(today());
    expect(csv).toContain('25.000');

    // A period beyond the last 12 months is refused on the page.
    await app.getByLabel('Du', { exact: true }).fill('2000-01-01');
    await app.getByRole('button', { name: 'Afficher' }).click();
    await expect(app.getByRole('alert')).toHaveText(
      'Choisissez une période dans les 12 derniers mois, son début avant sa fin.',
    );
  });
});

test.describe('statement on a phone, in Arabic', () => {
  test.use(mobile);

  test('the day stacks into a card with every column named, no sideways scroll', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('rgstar');
    await cli('create-player', username, PASSWORD);
    await cli('deposit', username, String(DEPOSIT), '--reference', `e2e-${username}`);
    await useLanguage(page, 'ar');
    await seedSession(page, username, PASSWORD);
    await page.goto('/profile/statement');
    const app = page.locator(accountApp);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('كشف الحساب');
    const row = app.getByTestId('statement-day');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toHaveAttribute('data-label', 'الإيداعات');
    await expect(row.getByRole('cell').first()).toContainText('25.00');
    await expect(app.getByTestId('lifetime-net-deposits')).toContainText('25.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBe(0);
    await screenshot(page, 'mobile', 'ar', 'rg-statement');
  });
});
