/**
 * The cashier end to end, on the built site with the real API and the payment sandbox, the desktop
 * in French and the phone in Arabic. A player deposits on the sandbox's hosted page (its own
 * origin) and, back on the site, sees the deposit succeed and the header's balance move at once by
 * the balance push (the 5 s refresh held); a declined card ends on the failure screen with the
 * provider's reason and stays in the history's deposits as failed, no money moved; a withdrawal is
 * requested (pending, the balance down at once), the operator approves it (CLI, paid out by the
 * sandbox) and the player sees it paid in the history.
 * Screenshots of each screen land in e2e/screenshots.
 */
import type { Cli } from '../../operator/client';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { paymentsURL, repoRoot } from '../../environment';
import {
  expect,
  layoutsAndLanguages,
  painted,
  seedSession,
  test,
  uniqueUsername,
  useLanguage,
  type Lang,
} from '../../fixtures';
import { accountApp, twoDecimals } from './session';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const START = 100_000;
const PASSWORD = 'cashier-player-2026';

interface Texts {
  title: Record<string, string>;
  cashier: {
    deposit: Record<string, string>;
    withdraw: Record<string, string>;
    return: Record<string, string>;
    problem: Record<string, string>;
    methods: Record<string, string>;
    amountLabel: string;
  };
  paymentStatus: Record<string, string>;
  paymentReason: Record<string, string>;
  history: Record<string, string>;
  transactions: Record<string, string>;
}
/** mf-account's own texts, so the test reads what the player reads in each language. */
const texts = (lang: Lang) =>
  JSON.parse(
    readFileSync(join(repoRoot, 'mf-account', 'locales', `${lang}.json`), 'utf8'),
  ) as Texts;

for (const { layout, use, lang } of layoutsAndLanguages) {
  const phone = layout === 'mobile';
  test.describe(`cashier (${phone ? 'phone' : layout}, ${lang})`, () => {
    test.use(use);
    // Each test crosses two origins and three page loads on a shared test machine.
    test.setTimeout(180_000);
    const t = texts(lang);
    const shot = (page: Page, screen: string) =>
      painted(page).then(() =>
        page.screenshot({
          path: join(shots, `${layout}-${lang}-${screen}.png`),
        }),
      );
    const headerShows = (page: Page, millimes: number, timeout = 10_000) =>
      expect(page.getByTestId('balance')).toContainText(twoDecimals(millimes), { timeout });

    async function newPlayer(page: Page, cli: Cli, prefix: string) {
      const username = uniqueUsername(`${prefix}${lang}`);
      await cli('create-player', username, PASSWORD);
      await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
      await useLanguage(page, lang);
      await seedSession(page, username, PASSWORD);
      return username;
    }

    test('a paid deposit: confirmation, hosted page, success, and the header moves at once', async ({
      page,
      cli,
    }) => {
      await newPlayer(page, cli, 'dep');
      // The return page's read of the deposit (which credits it) waits until the header shows
      // the old balance and its refresh is held: only the balance push can move it then.
      let releaseDeposit: () => void = () => undefined;
      const depositRead = new Promise<void>((resolve) => (releaseDeposit = resolve));
      let holdRefresh = false;
      await page.route('**/api/payments/deposits/*', async (route) => {
        await depositRead;
        await route.continue();
      });
      await page.route('**/api/UserDetails', async (route) => {
        if (!holdRefresh) return route.continue();
        await new Promise(() => undefined);
      });

      await page.goto('/cashier/deposit');
      const app = page.locator(accountApp);
      await expect(app.getByRole('heading', { name: t.cashier.deposit.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // Flouci announces a payment by the player's return only (no webhook): the credit
      // happens when the return page reads the deposit.
      await app.getByRole('radio', { name: t.cashier.methods.flouci }).check();
      const amount = app.getByRole('textbox', {
        name: new RegExp(t.cashier.amountLabel.split(' (')[0]!),
      });
      await amount.fill('12.3456');
      await app.getByRole('button', { name: t.cashier.deposit.continue }).click();
      await expect(app.getByRole('alert')).toHaveText(t.cashier.problem.tooManyDecimals!);
      await amount.fill('25');
      await shot(page, 'cashier-deposit');
      await app.getByRole('button', { name: t.cashier.deposit.continue }).click();
      await expect(app.getByTestId('deposit-review-amount')).toContainText('25.00');
      await shot(page, 'cashier-deposit-review');
      await app.getByRole('button', { name: t.cashier.deposit.confirm }).click();

      await expect(page).toHaveURL(new RegExp(`^${paymentsURL}/flouci/pay/`));
      const streamOpened = page.waitForResponse(
        (response) => /\/api\/stream\?ticket=/.test(response.url()) && response.status() === 200,
      );
      await page.getByRole('button', { name: 'Pay with the wallet' }).click();
      await expect(page).toHaveURL(/\/cashier\/return\?deposit=\d+/);
      await headerShows(page, START);
      await streamOpened;
      holdRefresh = true;
      releaseDeposit();
      const outcome = app.getByTestId('deposit-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'success');
      await expect(outcome).toContainText(t.cashier.return.success!);
      await headerShows(page, START + 25_000, 2_000);
      await shot(page, 'cashier-return-success');
    });

    test('a declined card ends on the failure screen with the reason, the balance untouched', async ({
      page,
      cli,
    }) => {
      await newPlayer(page, cli, 'dec');
      await page.goto('/cashier/deposit');
      const app = page.locator(accountApp);
      await app.getByRole('radio', { name: t.cashier.methods.konnect }).check();
      await app.getByRole('button', { name: /50\.00/ }).click();
      await app.getByRole('button', { name: t.cashier.deposit.continue }).click();
      await app.getByRole('button', { name: t.cashier.deposit.confirm }).click();
      await expect(page).toHaveURL(new RegExp(`^${paymentsURL}/konnect/pay`));
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByRole('button', { name: /^Pay \d/ }).click();
      await expect(page).toHaveURL(/\/cashier\/return\?deposit=\d+/);
      const outcome = app.getByTestId('deposit-outcome');
      await expect(outcome).toHaveAttribute('data-outcome', 'failure');
      await expect(outcome).toContainText(t.cashier.return.failure!);
      await expect(outcome).toContainText(t.paymentStatus.failed!);
      await expect(outcome).toContainText(t.paymentReason['card declined']!);
      await headerShows(page, START);
      await shot(page, 'cashier-return-failure');

      // The history's deposits show it too: failed with the reason, and no money moved (no
      // sign, no balance after), beside the operator's deposit that opened the account.
      await page.goto(phone ? '/transaction_history' : '/profile/transaction_history');
      if (phone) {
        await app.getByRole('button', { name: t.transactions.deposit }).click();
      } else {
        await app
          .getByRole('combobox', { name: t.history.type })
          .selectOption({ label: t.transactions.depot! });
        await app.getByRole('button', { name: t.history.show }).click();
      }
      const table = app.getByRole('table', { name: t.title.transactionHistory });
      const failed = table.locator('tbody tr').filter({ hasText: t.paymentStatus.failed! });
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText(t.paymentReason['card declined']!);
      await expect(failed).toContainText('50.00');
      await expect(failed).not.toContainText('+');
      await expect(failed).toContainText('—');
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await headerShows(page, START);
      await shot(page, 'cashier-history-failed');
    });

    test('a withdrawal: requested at once, approved by the operator, paid in the history', async ({
      page,
      cli,
    }) => {
      await newPlayer(page, cli, 'wd');
      await page.goto('/cashier/withdraw');
      const app = page.locator(accountApp);
      await expect(app.getByRole('heading', { name: t.cashier.withdraw.title })).toBeVisible();
      await expect(app.getByTestId('withdrawable')).toContainText(twoDecimals(START));
      const amount = app.getByRole('textbox', {
        name: new RegExp(t.cashier.amountLabel.split(' (')[0]!),
      });
      await amount.fill('100.001');
      await app.getByRole('button', { name: t.cashier.withdraw.submit }).click();
      await expect(app.locator('#withdraw-problem')).toContainText(twoDecimals(START));
      await amount.fill('40');
      await app.getByRole('textbox', { name: t.cashier.withdraw.account }).fill('22123456');
      await app.getByRole('button', { name: t.cashier.withdraw.submit }).click();
      await expect(app.getByTestId('withdraw-requested')).toContainText(t.paymentStatus.requested!);
      const listed = app.getByTestId('withdrawals').getByRole('listitem').first();
      await expect(listed).toContainText(t.paymentStatus.requested!);
      await expect(app.getByTestId('withdrawable')).toContainText(twoDecimals(START - 40_000));
      await headerShows(page, START - 40_000);
      await shot(page, 'cashier-withdraw');

      const id = await listed.getAttribute('data-payment-id');
      expect(await cli('approve-withdrawal', id!)).toMatch(/paid/);

      await page.goto(phone ? '/transaction_history' : '/profile/transaction_history');
      const table = app.getByRole('table', { name: t.title.transactionHistory });
      const withdrawal = table.locator('tbody tr').filter({ hasText: t.paymentStatus.paid! });
      await expect(withdrawal.first()).toContainText('40.00');
      await shot(page, 'cashier-history');
    });
  });
}
