import type { Language } from '@casino/shared/events';

// Arabic keeps Latin digits (Tunisian usage) so dates read like the amounts next to them.
const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-TN-u-nu-latn' };

/** A row's date-time for display; an unreadable value is shown as it came. */
export function formatDateTime(value: string | undefined, language: Language): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(locales[language], { dateStyle: 'short', timeStyle: 'short' });
}
