/**
 * A first-view renderer's texts: the remote's namespace in the page's language, made the
 * components' i18next for the render that follows (a renderer's renders are synchronous, one at a
 * time, in a realm of their own), so `useTranslation` draws what the app draws in the browser.
 */
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FirstViewLanguage } from './index';

export function provideServerTexts(
  namespace: string,
  language: FirstViewLanguage,
  texts: object,
): void {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    ns: [namespace],
    defaultNS: namespace,
    resources: { [language]: { [namespace]: texts } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}
