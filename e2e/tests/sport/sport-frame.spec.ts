/**
 * The sport page creates the sportsbook frame with a fresh sport token, the language, the host as
 * parent and the partner id, and re-creates it (new token, new language) on a language change.
 * The in-house sportsbook behind the frame URL comes later, so the frame's own content is not
 * checked here.
 */
import type { Page } from '@playwright/test';
import { desktop, expect, mobile, test } from '../../fixtures';
import { logIn, sportApp, useLanguage } from '../account/session';

const frameParams = async (page: Page) => {
  const src = await page.locator(`${sportApp} iframe`).getAttribute('src');
  return new URL(src!, page.url()).searchParams;
};

test.describe('desktop', () => {
  test.use(desktop);

  test('creates the frame with the token and re-creates it on a language change', async ({
    page,
  }) => {
    await useLanguage(page, 'fr');
    await logIn(page);
    const tokenCall = page.waitForResponse((response) => response.url().includes('/api/sport?'));
    await page.goto('/sport');
    const first = (await (await tokenCall).json()) as { token: string };
    const frame = page.locator(`${sportApp} iframe`);
    await expect(frame).toBeVisible();
    let params = await frameParams(page);
    expect(params.get('token')).toBe(first.token);
    expect(params.get('lang')).toBe('fr');
    expect(params.get('parent')).toBe(new URL(page.url()).host);
    expect(params.get('partnerId')).toBeTruthy();
    expect(params.get('layout')).toBe('desktop');
    const firstInstance = await frame.getAttribute('data-instance');

    const secondCall = page.waitForResponse(
      (response) => response.url().includes('/api/sport?') && response.url().includes('lang=en'),
    );
    await page.getByTestId('language-dropdown').getByRole('button', { expanded: false }).click();
    await page.getByTestId('language-dropdown').locator('button[lang="en"]').click();
    const second = (await (await secondCall).json()) as { token: string };
    await expect(frame).not.toHaveAttribute('data-instance', firstInstance!);
    params = await frameParams(page);
    expect(params.get('lang')).toBe('en');
    expect(params.get('token')).toBe(second.token);
    expect(second.token).not.toBe(first.token);
  });

  test('live asks GET /Live', async ({ page }) => {
    await logIn(page);
    const liveCall = page.waitForRequest((request) => request.url().includes('/api/Live?'));
    await page.goto('/live');
    await liveCall;
    await expect(page.locator(`${sportApp} iframe`)).toBeVisible();
    expect((await frameParams(page)).get('view')).toBe('live');
  });
});

test.describe('mobile', () => {
  test.use(mobile);

  test('uses the mobile frame settings', async ({ page }) => {
    await logIn(page);
    await page.goto('/sport');
    await expect(page.locator(`${sportApp} iframe`)).toBeVisible();
    expect((await frameParams(page)).get('layout')).toBe('mobile');
  });
});
