/**
 * Language switch mid-session: applies at once, sets <html lang/dir>, mirrors Arabic, is kept in
 * a cookie.
 */
import { desktop, expect, mobile, test } from '../../fixtures';
import { openSite, screenshot } from './chrome-helpers';

test.describe('desktop', () => {
  test.use(desktop);

  test('fr → ar → en while logged in, with the sidebar moving sides', async ({ page }) => {
    await openSite(page, '/casino', {
      lang: 'fr',
      player: { username: 'demo', password: 'demo1234' },
    });
    await expect(page.getByTestId('desktop-header')).toContainText('BON');
    const sidebarX = async () => (await page.locator('.layout__sidebar').boundingBox())!.x;
    expect(await sidebarX()).toBe(0);

    const dropdown = page.getByTestId('language-dropdown');
    await dropdown.getByRole('button').first().click();
    await dropdown.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('desktop-header')).toContainText('مكافأة');
    await expect(page.locator('#side-menu')).toContainText('الكازينو');
    expect(await sidebarX()).toBeGreaterThan(1000);
    await expect(page).toHaveURL(/\/casino$/);
    await screenshot(page, 'desktop', 'ar', 'casino-after-switch');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('ar');

    await dropdown.getByRole('button').first().click();
    await dropdown.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('#side-menu')).toContainText('Live Casino');
    expect(await sidebarX()).toBe(0);

    // A reload keeps the language (the cookie comes first).
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the dropdown closes on an outside click', async ({ page }) => {
    await openSite(page, '/', { lang: 'fr' });
    const dropdown = page.getByTestId('language-dropdown');
    await dropdown.getByRole('button').first().click();
    await expect(dropdown.getByRole('list')).toBeVisible();
    await page.locator('.layout__main').click({ position: { x: 20, y: 20 } });
    await expect(dropdown.getByRole('list')).toBeHidden();
  });
});

test.describe('mobile', () => {
  test.use(mobile);

  test('switching in the side menu mirrors the menu to the right', async ({ page }) => {
    await openSite(page, '/', { lang: 'fr' });
    await page.getByTestId('menu-button').click();
    const dropdown = page
      .locator('#single-spa-application\\:shell-sidebar')
      .getByTestId('language-dropdown');
    await dropdown.getByRole('button').first().click();
    await dropdown.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect
      .poll(async () => {
        const box = (await page.locator('.layout__sidebar').boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(390);
    await screenshot(page, 'mobile', 'ar', 'menu-after-switch');
  });
});
