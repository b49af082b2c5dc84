/** Helpers the account and sport specs share: a logged-in page in a given language and viewport. */
import type { Page } from '@playwright/test';
import { baseURL } from '../../environment';
import { loginThroughApi } from '../../fixtures';

/** The shell keeps the token here (shell/src/services/token/model.ts). */
const TOKEN_STORAGE_KEY = 'casino.token';

export type Lang = 'fr' | 'en' | 'ar';

/** i18next's language cookie is the first thing the shell's detection reads. */
export async function useLanguage(page: Page, language: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'i18next', value: language, url: baseURL }]);
}

export async function logIn(page: Page, username = 'demo', password = 'demo1234'): Promise<string> {
  const token = await loginThroughApi(page, username, password);
  await page.addInitScript(
    ([key, value]) => {
      if (window !== window.top) return;
      // Only the first document of the test: a later logout must stay logged out on reload.
      if (!sessionStorage.getItem('e2e-token-set')) {
        localStorage.setItem(key!, value!);
        sessionStorage.setItem('e2e-token-set', '1');
      }
    },
    [TOKEN_STORAGE_KEY, token],
  );
  return token;
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
