/**
 * The interface language (docs/product.md#languages-and-direction): detected from the cookie,
 * then the html tag, then local storage, cached in a cookie (./detector.ts). A
 * change applies at once: i18next switches (loading every remote namespace in use), <html
 * lang/dir> follow, and the remotes hear `language:changed`.
 */
import { bus, type Language } from '@casino/shared/events';
import { DEFAULT_LANGUAGE, directionOf, isLanguage } from '@casino/shared/i18n';
import { createEffect, createEvent, createStore, sample } from 'effector';
import i18next from 'i18next';

export const languageDetected = createEvent<string | undefined>();
export const languagePicked = createEvent<Language>();

export function normaliseLanguage(value: string | undefined): Language {
  const code = value?.slice(0, 2).toLowerCase();
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

export const changeLanguageFx = createEffect(async (language: Language) => {
  await i18next.changeLanguage(language);
  return language;
});

export const applyLanguageFx = createEffect((language: Language) => {
  const direction = directionOf(language);
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  bus.emit('language:changed', { language, direction });
});

export const $language = createStore<Language>(DEFAULT_LANGUAGE)
  .on(languageDetected, (_, detected) => normaliseLanguage(detected))
  .on(changeLanguageFx.doneData, (_, language) => language);
export const $direction = $language.map(directionOf);

sample({
  clock: languagePicked,
  source: $language,
  filter: (current, picked) => current !== picked,
  fn: (_, picked) => picked,
  target: changeLanguageFx,
});
sample({ clock: $language, target: applyLanguageFx });
