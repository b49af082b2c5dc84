import { useTranslation } from 'react-i18next';
import styles from './sidebar.module.css';

/** The sidebar footer's responsible-gambling notice with its 18+ marker. */
export function ResponsibleGamblingNotice({ rail = false }: { rail?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <footer
      className={styles.notice}
      data-testid="responsible-gambling"
      title={rail ? t('notice.text') : undefined}
    >
      <span className={styles.adult} aria-hidden="true">
        {t('notice.adult')}
      </span>
      <p className={rail ? styles.visuallyHidden : undefined}>
        <span className={styles.visuallyHidden}>{t('notice.adult')} </span>
        {t('notice.text')}
      </p>
    </footer>
  );
}
