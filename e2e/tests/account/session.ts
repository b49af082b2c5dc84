/** Helpers the account and sport specs share: a logged-in page in a given language and viewport. */
import type { Page } from '@playwright/test';
import { seedSession } from '../../fixtures';

export { useLanguage, type Lang } from '../../fixtures';

export async function logIn(page: Page, username = 'demo', password = 'demo1234'): Promise<string> {
  return seedSession(page, username, password);
}

/** Millimes as the site shows them: whole part, two decimals (cut, not rounded). */
export function twoDecimals(millimes: number): string {
  const centimes = Math.trunc(Math.abs(millimes) / 10);
  const whole = Math.trunc(centimes / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${millimes < 0 ? '-' : ''}${whole}.${String(centimes % 100).padStart(2, '0')}`;
}

export const accountApp = '[id="single-spa-application:mf-account"]';
export const sportApp = '[id="single-spa-application:mf-sport"]';
