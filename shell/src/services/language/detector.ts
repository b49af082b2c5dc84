/**
 * The language i18next starts in: the `i18next` cookie (the edge writes the first view in the
 * same cookie's language, edge/src/first-load.ts), then `<html lang>`, then the `i18nextLng`
 * local storage entry, the first of them the site offers; a language i18next settles on is kept
 * in that cookie for the browser's session. Ours, not i18next-browser-languagedetector: three
 * look-ups and one cookie were 2.3 KB gzip of that library in the start-up's code.
 */
import type { LanguageDetectorModule } from 'i18next';

const COOKIE = 'i18next';
const STORAGE_KEY = 'i18nextLng';

/** The cookie's value as `cacheUserLanguage` wrote it (URI-encoded); a malformed one is none. */
function fromCookie(): string | undefined {
  const value = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  try {
    return value ? decodeURIComponent(value) : undefined;
  } catch {
    return undefined;
  }
}

function fromStorage(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    // Storage refused (privacy settings): the other sources decide.
    return undefined;
  }
}

export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  // Every candidate in order: i18next takes the first one among its supported languages.
  detect: () =>
    [
      fromCookie(),
      document.documentElement.getAttribute('lang') ?? undefined,
      fromStorage(),
    ].filter((code): code is string => Boolean(code)),
  cacheUserLanguage: (language) => {
    document.cookie = `${COOKIE}=${encodeURIComponent(language)}; Path=/; SameSite=Strict`;
  },
};
