/**
 * The mobile slide-in menu (swipe of more than 80 px in the reading direction closes it: both
 * directions) and the Sport choice (in Arabic, the phone's language of the suite).
 */
import type { Page } from '@playwright/test';
import { expect, layoutsAndLanguages, mobile, test } from '../../fixtures';
import { openSite, screenshot, seriousViolations, type Lang } from './chrome-helpers';

test.use(mobile);

async function swipe(page: Page, fromX: number, toX: number, y = 400): Promise<void> {
  const target = page.locator('[data-testid="sidebar"]');
  const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: y }];
  await target.dispatchEvent('touchstart', { touches: touch(fromX), changedTouches: touch(fromX) });
  await target.dispatchEvent('touchend', { touches: [], changedTouches: touch(toX) });
}

for (const lang of ['fr', 'ar'] as Lang[]) {
  test(`the menu closes on a swipe of more than 80 px towards its edge (${lang})`, async ({
    page,
  }) => {
    await openSite(page, '/', { lang });
    const menu = page.locator('#side-menu');
    const open = page.getByTestId('menu-button');
    const towardsEdge = lang === 'ar' ? 1 : -1;

    await open.click();
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'open');
    // Slid in from the start edge: the left in French, the right in Arabic.
    const edge = async () => {
      const box = (await page.locator('.layout__sidebar').boundingBox())!;
      return Math.round(lang === 'ar' ? box.x + box.width : box.x);
    };
    await expect.poll(edge).toBe(lang === 'ar' ? 390 : 0);
    await expect(
      page.getByRole('button', { name: lang === 'ar' ? 'إغلاق القائمة' : 'Fermer le menu' }),
    ).toBeVisible();

    await swipe(page, 200, 200 + towardsEdge * 60); // too short
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'open');
    await swipe(page, 200, 200 - towardsEdge * 120); // the other way
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'open');
    await swipe(page, 200, 200 + towardsEdge * 120);
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'closed');
    await expect(menu).not.toBeInViewport();
  });
}

for (const { layout, lang } of layoutsAndLanguages.filter(({ layout }) => layout === 'mobile')) {
  test(`Sport in the bottom navigation offers Prematch or Live (${lang})`, async ({ page }) => {
    await openSite(page, '/', { lang, player: { username: 'demo', password: 'demo1234' } });
    await page.route('**/providers/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>sportsbook</title>' }),
    );
    await page.getByTestId('bottom-nav').getByRole('button').click();
    const modal = page.getByTestId('sport-modal');
    await expect(modal).toBeVisible();
    await expect(modal.locator('a[href="/sport"]')).toBeVisible();
    await expect(modal.locator('a[href="/live"]')).toBeVisible();
    await screenshot(page, layout, lang, 'sport-modal');
    expect(await seriousViolations(page, ['[role="dialog"]'])).toEqual([]);
    await modal.locator('a[href="/live"]').click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/live$/);
    await expect(page.getByTestId('go-top')).toHaveCount(0);
  });
}
