import { navigateTo } from '@casino/shared/navigation';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGES_NAMESPACE } from '../../i18n';
import styles from './content.module.css';

interface Offer {
  id: string;
  title: string;
  text: string;
  cta: string;
  path: string;
}

/** The Promotions page's offers as cards, each with its call to action. */
export function OfferCards() {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const offers = t('promotions.offers', { returnObjects: true }) as unknown;
  if (!Array.isArray(offers)) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <ul className={styles.offers} data-testid="offers">
      {(offers as Offer[]).map((offer) => (
        <li key={offer.id} className={styles.offer} data-offer={offer.id}>
          <h2 className={styles.offerTitle}>{offer.title}</h2>
          <p className={styles.offerText}>{offer.text}</p>
          <a
            className={styles.offerCta}
            href={offer.path}
            onClick={(event) => open(event, offer.path)}
          >
            {offer.cta}
          </a>
        </li>
      ))}
    </ul>
  );
}
