import { useTranslation } from 'react-i18next';
import styles from './content.module.css';
import { OfferCards } from './offers';

/** The content and information pages routed to this remote; their text lives in the locales. */
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

export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useTranslation('home');
  const paragraphs = t(`pages.${page}.body`, { returnObjects: true }) as unknown;
  return (
    <article className={styles.page} data-page={page}>
      <h1 className={styles.title}>{t(`pages.${page}.title`)}</h1>
      {Array.isArray(paragraphs) &&
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {String(paragraph)}
          </p>
        ))}
      {page === 'promotions' && <OfferCards />}
    </article>
  );
}
