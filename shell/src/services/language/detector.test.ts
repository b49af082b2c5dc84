/**
 * i18next starts in the cookie's language (the one the edge drew the first view in), else the
 * page's, else the stored one; the language it settles on goes back into the cookie.
 */
import { afterEach, describe, expect, it } from '@rstest/core';
import i18next from 'i18next';
import { languageDetector } from './detector';

function clearCookie(): void {
  document.cookie = 'i18next=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

async function startedLanguage(): Promise<string> {
  const instance = i18next.createInstance();
  await instance.use(languageDetector).init({
    supportedLngs: ['fr', 'en', 'ar'],
    load: 'languageOnly',
    fallbackLng: 'fr',
    resources: {},
  });
  return instance.resolvedLanguage ?? instance.language;
}

afterEach(() => {
  clearCookie();
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

describe('the language i18next starts in', () => {
  it('is the cookie’s before the page’s and the stored one', async () => {
    document.cookie = 'i18next=ar; Path=/';
    document.documentElement.lang = 'en';
    localStorage.setItem('i18nextLng', 'en');
    expect(await startedLanguage()).toBe('ar');
  });

  it('is the page’s without a cookie, then the stored one, then French', async () => {
    document.documentElement.lang = 'en';
    localStorage.setItem('i18nextLng', 'ar');
    expect(await startedLanguage()).toBe('en');
    clearCookie();
    document.documentElement.removeAttribute('lang');
    expect(await startedLanguage()).toBe('ar');
    clearCookie();
    localStorage.clear();
    expect(await startedLanguage()).toBe('fr');
  });

  it('skips a language the site does not offer', async () => {
    document.cookie = 'i18next=de; Path=/';
    document.documentElement.lang = 'ar';
    expect(await startedLanguage()).toBe('ar');
  });

  it('keeps the language it settles on in the cookie the edge reads', async () => {
    document.documentElement.lang = 'en';
    await startedLanguage();
    expect(document.cookie).toContain('i18next=en');
  });
});
