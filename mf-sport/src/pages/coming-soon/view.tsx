/** Placeholder for a sport section that is not open yet; on mobile it offers the way home. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared/router';
import { NAMESPACE } from '../../i18n-namespace';
import styles from './coming-soon.module.css';

export function ComingSoonPage() {
  const { t } = useTranslation(NAMESPACE);
  const { device } = useShellSnapshot();
  return (
    <section
      className={styles.soon}
      data-remote="mf-sport"
      data-version={process.env.REMOTE_VERSION}
    >
      <h1 className={styles.title}>{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
      {device.class === 'mobile' && (
        <Link to="/" className={styles.home}>
          {t('comingSoon.home')}
        </Link>
      )}
    </section>
  );
}
