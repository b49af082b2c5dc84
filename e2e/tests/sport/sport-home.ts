/** The demo player's sport screen, opened on the sportsbook's home in the page's language. */
import type { FrameLocator, Page } from '@playwright/test';
import { expect } from '../../fixtures';
import { logIn, sportApp, useLanguage, type Lang } from '../account/session';

export async function openSportHome(page: Page, lang: Lang): Promise<FrameLocator> {
  await useLanguage(page, lang);
  await logIn(page);
  await page.goto('/sport');
  const iframe = page.locator(`${sportApp} iframe`);
  await expect(iframe).toBeVisible();
  await expect(iframe).toHaveAttribute('data-route', 'home');
  return page.frameLocator(`${sportApp} iframe`);
}
