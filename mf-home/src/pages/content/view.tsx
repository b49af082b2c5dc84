import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../../i18n';
import { SupportEmail } from './contact';
import styles from './content.module.css';
import { OfferCards } from './offers';
import type { ContentPageId } from './pages';

export function ContentPage({ page }: { page: ContentPageId }) {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const paragraphs = t(`${page}.body`, { returnObjects: true }) as unknown;
  return (
    <article className={styles.page} data-page={page}>
      <h1 className={styles.title}>{t(`${page}.title`)}</h1>
      {Array.isArray(paragraphs) &&
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.paragraph}>
            {String(paragraph)}
          </p>
        ))}
      {page === 'promotions' && <OfferCards />}
      {page === 'contact_us' && <SupportEmail />}
    </article>
  );
}
