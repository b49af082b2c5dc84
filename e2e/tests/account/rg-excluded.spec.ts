/**
 * An excluded player's way out: the operator's CLI self-excludes a player with money; the login is
 * refused with the end date and a link to withdraw the balance; on the account's screen the player
 * gives the credentials again, sees the withdrawable cash and asks for a withdrawal, which waits
 * for the operator. Desktop in French, a phone in Arabic. (Asking for the end needs a term that has
 * passed, which the CLI cannot set: the component and API tests cover it.)
 */
import type { Cli } from '../../operator/client';
import type { Page } from '@playwright/test';
import {
  desktop,
  expect,
  mobile,
  test,
  uniqueUsername,
  useLanguage,
  type Lang,
} from '../../fixtures';
import { screenshot } from '../chrome/chrome-helpers';
import { accountApp } from './session';

const PASSWORD = 'excluded-player-2026';
const START = 80_000;

const texts = {
  fr: {
    withdrawLink: 'Retirer mon solde',
    title: 'Retirer mon solde',
    continue: 'Continuer',
    submit: 'Demander le retrait',
    refused: 'Vous vous êtes exclu du jeu : connexion, dépôts et paris sont refusés jusqu’au ',
  },
  ar: {
    withdrawLink: 'سحب رصيدي',
    title: 'سحب رصيدي',
    continue: 'متابعة',
    submit: 'طلب السحب',
    refused: 'لقد استبعدت نفسك من اللعب: يُرفض الدخول والإيداع والرهان حتى ',
  },
} as const;

async function withdrawWhileExcluded(
  page: Page,
  cli: Cli,
  lang: 'fr' | 'ar',
  viewport: 'desktop' | 'mobile',
) {
  const t = texts[lang];
  const username = uniqueUsername(`rgex${lang}`);
  await cli('create-player', username, PASSWORD);
  await cli('deposit', username, String(START), '--reference', `e2e-${username}`);
  await cli('exclude', username, '6m', '--by', 'e2e');
  await useLanguage(page, lang as Lang);

  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('login-error')).toContainText(t.refused);
  const exit = form.getByRole('link', { name: t.withdrawLink });
  await expect(exit).toBeVisible();
  await screenshot(page, viewport, lang, 'rg-excluded-login');
  await exit.click();

  await expect(page).toHaveURL(/\/excluded\/withdraw$/);
  const app = page.locator(accountApp);
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(t.title);
  await app.locator('input[name="username"]').fill(username);
  await app.locator('input[name="password"]').fill(PASSWORD);
  await app.getByRole('button', { name: t.continue }).click();
  await expect(app.getByTestId('withdrawable')).toContainText('80.00');
  await expect(app.getByTestId('exclusion-state')).toBeVisible();
  await app.locator('input[name="amount"]').fill('50');
  await app.locator('input[name="account"]').fill('22123456');
  await app.getByRole('button', { name: t.submit }).click();
  await expect(app.getByTestId('withdraw-requested')).toBeVisible();
  await expect(app.getByTestId('withdrawable')).toContainText('30.00');
  await expect(app.getByTestId('withdrawals')).toContainText('50.00');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBe(0);
  await page.evaluate(() => scrollTo(0, 0));
  await screenshot(page, viewport, lang, 'rg-excluded-withdraw');
  // Pending at the operator, like any withdrawal; the player is still not logged in.
  expect(await cli('withdrawals')).toMatch(new RegExp(`${username}.*requested`));
  await expect(page.getByTestId('user-area')).toHaveCount(0);
}

// The browser logs each refused login (403).
const refusedLogins = { allowedConsole: /status of 403 .*\/api\/login\)$/ };

test.describe('withdrawing while excluded, desktop, in French', () => {
  test.use(desktop);
  test.use(refusedLogins);
  test('login refused, then the balance withdrawn from the excluded screen', async ({
    page,
    cli,
  }) => {
    test.setTimeout(120_000);
    await withdrawWhileExcluded(page, cli, 'fr', 'desktop');
  });
});

test.describe('withdrawing while excluded, phone, in Arabic', () => {
  test.use(mobile);
  test.use(refusedLogins);
  test('login refused, then the balance withdrawn from the excluded screen', async ({
    page,
    cli,
  }) => {
    test.setTimeout(120_000);
    await withdrawWhileExcluded(page, cli, 'ar', 'mobile');
  });
});
