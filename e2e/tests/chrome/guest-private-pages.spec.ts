/**
 * A guest is told why. /prematch, /sport, /live and /favorite need an account:
 * on a phone the guest gets the login page, on the desktop the home page with the login modal;
 * either way, logging in leads to the page that was asked for (the follow-up). Before, /prematch
 * showed an endless skeleton and /favorite an empty list. The desktop in French, the phone in
 * Arabic (the modal's place in Arabic is layout.spec.ts's).
 */
import { expect, layoutsAndLanguages, test, uniqueUsername } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

const PRIVATE = ['/prematch', '/sport', '/live', '/favorite'];
const sportFrame = /\/remotes\/mf-sport\//;

for (const { name, layout, use, lang } of layoutsAndLanguages) {
  if (layout === 'mobile')
    test.describe(name, () => {
      test.use(use);

      test('each private page opens the login page, and logging in leads to it', async ({
        page,
        cli,
      }) => {
        const sportRequests: string[] = [];
        page.on('request', (request) => {
          if (sportFrame.test(request.url())) sportRequests.push(request.url());
        });
        for (const path of PRIVATE) {
          await openSite(page, path, { lang });
          await expect(page, `${path} as a guest`).toHaveURL(/\/login$/);
          await expect(page.getByTestId('login-form')).toBeVisible();
        }
        expect(sportRequests, 'the sportsbook never loads for a guest').toEqual([]);
        await screenshot(page, 'mobile', lang, 'guest-private-page-login');

        const username = uniqueUsername('guest');
        await cli('create-player', username, 'secret1234');
        await openSite(page, '/prematch', { lang });
        const form = page.getByTestId('login-form');
        await form.locator('input[name="username"]').fill(username);
        await form.locator('input[name="password"]').fill('secret1234');
        await form.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/prematch$/);
      });
    });
  else
    test.describe(name, () => {
      test.use(use);

      test('each private page opens the login modal over home, and logging in leads to it', async ({
        page,
        cli,
      }) => {
        for (const path of PRIVATE) {
          await openSite(page, path, { lang });
          await expect(page, `${path} as a guest`).toHaveURL(/127\.0\.0\.1:\d+\/$/);
          const modal = page.getByTestId('login-modal');
          await expect(modal, `${path}: the guest is told to log in`).toBeVisible();
          // The modal is on screen, centred over the page, not off to a side.
          const box = (await modal.boundingBox())!;
          expect(box.x).toBeGreaterThan(0);
          expect(box.x + box.width).toBeLessThan(1366);
        }
        await screenshot(page, 'desktop', lang, 'guest-private-page-modal');

        const username = uniqueUsername('guest');
        await cli('create-player', username, 'secret1234');
        const modal = page.getByTestId('login-modal');
        await modal.locator('input[name="username"]').fill(username);
        await modal.locator('input[name="password"]').fill('secret1234');
        await modal.locator('button[type="submit"]').click();
        await expect(page).toHaveURL(/\/favorite$/);
        await expect(page.getByTestId('user-area')).toBeVisible();
      });
    });
}
