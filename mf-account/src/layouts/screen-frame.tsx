/**
 * The frame of one account screen. Inside the desktop profile area it is just a titled section;
 * the stand-alone routes (/transaction_history, /reset_password...) get the mobile back header,
 * whose back action goes one step back in history.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import styles from './screen-frame.module.css';

export type ScreenVariant = 'profile' | 'screen';

export function ScreenFrame({
  title,
  variant,
  children,
}: {
  title: string;
  variant: ScreenVariant;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section
      className={styles.screen}
      data-remote="mf-account"
      data-version={process.env.REMOTE_VERSION}
    >
      {variant === 'screen' ? (
        <header className={styles.backHeader}>
          <button
            type="button"
            className={styles.back}
            onClick={() => history.back()}
            aria-label={t('nav.back')}
          >
            <span className={styles.arrow} aria-hidden="true">
              ‹
            </span>
            <span>{t('nav.back')}</span>
          </button>
          <h1 className={styles.title}>{title}</h1>
        </header>
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {children}
    </section>
  );
}
