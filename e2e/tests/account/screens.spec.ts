/**
 * The account screens, the desktop in French and the phone in Arabic: each shows its title in the
 * page's language and direction, what it is for (the balance as money, the history table's
 * columns, the three password fields), and is kept as a screenshot (e2e/screenshots). The screens
 * one layout alone has (the dashboard and the sport history on the desktop, the user card and the
 * casino history on the phone) are read in the other language too.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../environment';
import { expect, layoutsAndLanguages, painted, test } from '../../fixtures';
import { accountApp, logIn, useLanguage, type Lang } from './session';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');

/** mf-account's own texts, so the test reads what the player reads in each language. */
const texts = (lang: Lang) =>
  JSON.parse(readFileSync(join(repoRoot, 'mf-account', 'locales', `${lang}.json`), 'utf8')) as {
    title: Record<string, string>;
    dashboard: { welcome: string };
    password: { old: string; new: string; repeat: string; submit: string };
    history: { empty: string };
  };

/** `empty`: a history the demo player has nothing in (no sport bet is seeded: its bets are real). */
type Shows = 'balance' | 'table' | 'password' | 'empty';
type Layout = 'desktop' | 'mobile';
type Screen = {
  name: string;
  path: string;
  title: (t: ReturnType<typeof texts>) => string;
  shows: Shows;
  /** The other layout has no screen like it. */
  ownLayout?: true;
};
const screens: Record<Layout, Screen[]> = {
  desktop: [
    {
      name: 'dashboard',
      path: '/profile/dashboard',
      title: (t) => t.dashboard.welcome,
      shows: 'balance',
      ownLayout: true,
    },
    {
      name: 'transaction-history',
      path: '/profile/transaction_history',
      title: (t) => t.title.transactionHistory!,
      shows: 'table',
    },
    {
      name: 'games-history',
      path: '/profile/games_history',
      title: (t) => t.title.gamesHistory!,
      shows: 'table',
    },
    {
      name: 'sport-history',
      path: '/profile/sport_history',
      title: (t) => t.title.sportHistory!,
      shows: 'empty',
      ownLayout: true,
    },
    {
      name: 'reset-password',
      path: '/profile/reset_password',
      title: (t) => t.title.resetPassword!,
      shows: 'password',
    },
  ],
  mobile: [
    {
      name: 'user-card',
      path: '/user_card',
      title: (t) => t.title.userCard!,
      shows: 'balance',
      ownLayout: true,
    },
    {
      name: 'transaction-history',
      path: '/transaction_history',
      title: (t) => t.title.transactionHistory!,
      shows: 'table',
    },
    {
      name: 'casino-history',
      path: '/casino_history',
      title: (t) => t.title.casinoHistory!,
      shows: 'table',
      ownLayout: true,
    },
    {
      name: 'games-history',
      path: '/games_history',
      title: (t) => t.title.gamesHistory!,
      shows: 'table',
    },
    {
      name: 'reset-password',
      path: '/reset_password',
      title: (t) => t.title.resetPassword!,
      shows: 'password',
    },
  ],
};

async function checkScreen(page: Page, layout: Layout, lang: Lang, screen: Screen) {
  const t = texts(lang);
  await page.goto(screen.path);
  const app = page.locator(accountApp);
  await expect(
    app.getByRole('heading', { level: 1, name: screen.title(t), exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  if (screen.shows === 'balance') {
    await expect(app.getByTestId('account-balance')).toHaveText(/\d+\.\d\d/);
  } else if (screen.shows === 'table') {
    const columns = app.locator('table thead th');
    await expect(columns.first()).toBeVisible();
    expect(await columns.count()).toBeGreaterThanOrEqual(3);
    for (const column of await columns.allTextContents())
      expect(column.trim(), `${screen.name}: a named column`).not.toBe('');
  } else if (screen.shows === 'empty') {
    await expect(app.getByText(t.history.empty, { exact: true })).toBeVisible();
    await expect(app.locator('table')).toHaveCount(0);
  } else {
    for (const label of [t.password.old, t.password.new, t.password.repeat])
      await expect(app.getByLabel(label, { exact: true })).toHaveAttribute('type', 'password');
    await expect(app.getByRole('button', { name: t.password.submit })).toBeVisible();
  }
  await painted(page);
  await page.screenshot({ path: join(shots, `${layout}-${lang}-${screen.name}.png`) });
}

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  test.describe(name, () => {
    test.use(use);
    test(`account screens`, async ({ page }) => {
      await useLanguage(page, lang);
      await logIn(page);
      for (const screen of screens[layout]) await checkScreen(page, layout, lang, screen);
      // The screens only this layout has, in the other language (the cookie the next load reads).
      const other = lang === 'fr' ? 'ar' : 'fr';
      await useLanguage(page, other);
      for (const screen of screens[layout].filter(({ ownLayout }) => ownLayout))
        await checkScreen(page, layout, other, screen);
    });
  });
}
