/** Screenshots of the account screens, desktop and mobile, in French and Arabic (e2e/screenshots). */
import { join } from 'node:path';
import { desktop, expect, mobile, test } from '../../fixtures';
import { accountApp, logIn, useLanguage, type Lang } from './session';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');

const viewports = { desktop, mobile } as const;
const screens: Record<keyof typeof viewports, { name: string; path: string; ready: string }[]> = {
  desktop: [
    { name: 'dashboard', path: '/profile/dashboard', ready: '[data-testid="account-balance"]' },
    { name: 'transaction-history', path: '/profile/transaction_history', ready: 'table' },
    { name: 'games-history', path: '/profile/games_history', ready: 'table' },
    { name: 'sport-history', path: '/profile/sport_history', ready: 'table' },
    { name: 'reset-password', path: '/profile/reset_password', ready: 'input[type="password"]' },
  ],
  mobile: [
    { name: 'user-card', path: '/user_card', ready: '[data-testid="account-balance"]' },
    { name: 'transaction-history', path: '/transaction_history', ready: 'table' },
    { name: 'casino-history', path: '/casino_history', ready: 'table' },
    { name: 'games-history', path: '/games_history', ready: 'table' },
    { name: 'reset-password', path: '/reset_password', ready: 'input[type="password"]' },
  ],
};

for (const [viewport, options] of Object.entries(viewports) as [
  keyof typeof viewports,
  (typeof viewports)[keyof typeof viewports],
][]) {
  for (const lang of ['fr', 'ar'] as Lang[]) {
    test.describe(`${viewport} ${lang}`, () => {
      test.use(options);
      test(`account screens`, async ({ page }) => {
        await useLanguage(page, lang);
        await logIn(page);
        for (const screen of screens[viewport]) {
          await page.goto(screen.path);
          await expect(page.locator(`${accountApp} ${screen.ready}`).first()).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(shots, `${viewport}-${lang}-${screen.name}.png`) });
        }
      });
    });
  }
}
