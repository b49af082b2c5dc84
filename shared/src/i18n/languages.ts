import type { Direction, Language } from '../events/contract';

export interface LanguageOption {
  id: number;
  /** Display name, in the language itself. */
  lang: string;
  pref: Language;
  /** Flag image; Arabic shows the Tunisian flag. */
  img: string;
}

export const LANGUAGES: readonly LanguageOption[] = [
  { id: 1, lang: 'Français', pref: 'fr', img: 'flags/fr.svg' },
  { id: 2, lang: 'English', pref: 'en', img: 'flags/gb.svg' },
  { id: 3, lang: 'العربية', pref: 'ar', img: 'flags/tn.svg' },
];

export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((option) => option.pref === value);
}

export function directionOf(language: Language): Direction {
  return language === 'ar' ? 'rtl' : 'ltr';
}
