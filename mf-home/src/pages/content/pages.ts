/** The content and information pages routed to this remote (their text: `locales/pages`). */
export const CONTENT_PAGES = [
  'promotions',
  'virtual',
  'result',
  'contact_us',
  'play_responsibly',
  'term_condition',
  'sport_bet_rules',
  'sport_rules',
] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number];
