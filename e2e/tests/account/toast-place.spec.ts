/**
 * A toast never covers the header's balance: the password-mismatch toast opens below the header,
 * on the desktop in French and the phone in Arabic, and on the desktop in Arabic too, where toasts
 * open top-left, over the balance's side (a phone's toast runs the screen's width either way).
 * Screenshots e2e/screenshots/<layout>-<lang>-toast.png.
 */
import { join } from 'node:path';
import { desktop, expect, layoutsAndLanguages, test } from '../../fixtures';
import { accountApp, logIn, useLanguage } from './session';

const shots = join(import.meta.dirname, '..', '..', 'screenshots');
const texts = {
  fr: {
    old: 'Ancien mot de passe',
    new: 'Nouveau mot de passe',
    repeat: 'Répéter le nouveau mot de passe',
    submit: 'Changer le mot de passe',
  },
  ar: {
    old: 'كلمة المرور القديمة',
    new: 'كلمة المرور الجديدة',
    repeat: 'أعد كتابة كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
  },
};

const paths = { desktop: '/profile/reset_password', mobile: '/reset_password' } as const;

for (const { name, layout, use: viewport, lang } of [
  ...layoutsAndLanguages,
  { name: 'desktop ar', layout: 'desktop', use: desktop, lang: 'ar' } as const,
]) {
  const path = paths[layout];
  test.describe(name, () => {
    test.use(viewport);

    test('the toast opens below the header, clear of the balance', async ({ page }) => {
      await useLanguage(page, lang);
      await logIn(page);
      await page.goto(path);
      const t = texts[lang];
      const app = page.locator(accountApp);
      await app.getByLabel(t.old).fill('demo1234');
      await app.getByLabel(t.new, { exact: true }).fill('abcdef1');
      await app.getByLabel(t.repeat).fill('abcdef2');
      await page.mouse.move(5, viewport.viewport.height - 5);
      // Where the toast rests, read in the page at the first frame it is there (it lives 1 s).
      const placed = page.waitForFunction(() => {
        const toast = document.querySelector('.Toastify__toast');
        const balance = Array.from(document.querySelectorAll('[data-testid="balance"]'))
          .map((node) => node.getBoundingClientRect())
          .find((box) => box.width > 0);
        if (!toast || !balance) return null;
        return { toastTop: toast.getBoundingClientRect().top, balanceBottom: balance.bottom };
      });
      await app.getByRole('button', { name: t.submit }).click();
      const { toastTop, balanceBottom } = (await (await placed).jsonValue())!;
      await page.screenshot({ path: join(shots, `${layout}-${lang}-toast.png`) });
      expect(toastTop, 'the toast starts below the balance').toBeGreaterThanOrEqual(balanceBottom);
    });
  });
}
