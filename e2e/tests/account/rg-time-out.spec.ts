/**
 * Time-out and self-exclusion: the page explains what happens and needs a duration and the tick;
 * a 24-hour time-out logs the player out at once (told until when), and the login form then
 * shows the API's refusal, in each language.
 */
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

const PASSWORD = 'timeout-player-2026';
/**
 * The start of the login form's refusal of a player in a time-out, per language: the shell's
 * text for the API's `player_excluded`, its end as a local date (never the ISO instant).
 */
const refusedAtLogin = {
  fr: 'Vous avez choisi une pause : connexion, dépôts et paris sont refusés jusqu’au ',
  en: 'You chose a time-out: login, deposits and bets are refused until ',
  ar: 'لقد اخترت استراحة: يُرفض الدخول والإيداع والرهان حتى ',
} as const;

test.describe('time-out on the desktop, in French', () => {
  test.use(desktop);

  test('the page asks for a duration and the tick before anything is taken', async ({
    page,
    cli,
  }) => {
    const username = uniqueUsername('rgtof');
    await cli('create-player', username, PASSWORD);
    await useLanguage(page, 'fr');
    await seedSession(page, username, PASSWORD);
    await page.goto('/profile/time-out');
    const app = page.locator(accountApp);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Pause');
    await expect(app.getByRole('region', { name: 'Ce qui se passe' })).toContainText(
      'Vous êtes déconnecté tout de suite, sur tous vos appareils.',
    );
    const submit = app.getByRole('button', { name: 'Commencer la pause' });
    await submit.click();
    await expect(app.getByRole('alert')).toHaveText('Choisissez une durée.');
    await app.getByRole('radio', { name: '7 jours' }).check();
    await submit.click();
    await expect(app.getByRole('alert')).toHaveText('Cochez la case pour confirmer votre choix.');
    // A self-exclusion names itself on the tick and the button.
    await app.getByRole('radio', { name: '1 an' }).check();
    await expect(app.getByRole('checkbox')).toHaveAccessibleName(/auto-exclusion de 1 an/);
    await expect(app.getByRole('button', { name: 'Commencer l’auto-exclusion' })).toBeVisible();
    await page.evaluate(() => scrollTo(0, 0));
    await screenshot(page, 'desktop', 'fr', 'rg-time-out');
    // Nothing was taken: the player is still in.
    await page.reload();
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('Pause');
  });
});

test.describe('time-out on a phone, in Arabic', () => {
  test.use(mobile);
  // The browser logs the expected refusals: the shell's logout of a session the time-out has
  // already ended (401, which the shell takes as done) and each refused login (403).
  test.use({
    allowedConsole: [/status of (401|403) .*\/api\/(logout|login)\)$/],
  });

  test('a 24-hour time-out logs the player out, and the login is refused with its message', async ({
    page,
    cli,
  }) => {
    test.setTimeout(120_000);
    const username = uniqueUsername('rgtoar');
    await cli('create-player', username, PASSWORD);
    await useLanguage(page, 'ar');
    await seedSession(page, username, PASSWORD);
    await page.goto('/profile/time-out');
    const app = page.locator(accountApp);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText('استراحة');
    await screenshot(page, 'mobile', 'ar', 'rg-time-out');
    await app.getByRole('radio', { name: '24 ساعة' }).check();
    await app.getByRole('checkbox').check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBe(0);
    await screenshot(page, 'mobile', 'ar', 'rg-time-out-ticked');
    await app.getByRole('button', { name: 'ابدأ الاستراحة' }).click();

    // Logged out at once, told until when.
    await expect(page.locator('.Toastify__toast')).toContainText(
      'بدأت استراحتك. تم تسجيل خروجك حتى',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('login-button')).toBeVisible();
    await screenshot(page, 'mobile', 'ar', 'rg-time-out-done');

    // The login form shows the API's refusal in the page's language.
    for (const lang of ['ar', 'fr', 'en'] as const) {
      await useLanguage(page, lang);
      await page.goto('/login');
      const form = page.getByTestId('login-form');
      await form.locator('input[name="username"]').fill(username);
      await form.locator('input[name="password"]').fill(PASSWORD);
      await form.locator('button[type="submit"]').click();
      const refusal = page.getByTestId('login-error');
      await expect(refusal).toContainText(refusedAtLogin[lang]);
      await expect(refusal).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
      if (lang === 'ar') await screenshot(page, 'mobile', 'ar', 'rg-login-refused');
    }
    await expect(page.getByTestId('user-area')).toHaveCount(0);
  });
});
