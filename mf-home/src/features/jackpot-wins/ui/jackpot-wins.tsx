import { formatDateTime } from '@casino/shared/format';
import { Money, SectionFailure, SkeletonList } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $failed, $loading, $settled, $wins, JackpotWinsGate, retryClicked } from '../model';
import styles from './jackpot-wins.module.css';

/** The home page's 'Jackpot Win' list. */
export function JackpotWins() {
  const { t, i18n } = useTranslation('home');
  useGate(JackpotWinsGate);
  const [wins, loading, settled, failed, onRetry] = useUnit([
    $wins,
    $loading,
    $settled,
    $failed,
    retryClicked,
  ]);
  return (
    <section
      className={styles.section}
      aria-labelledby="jackpot-wins-title"
      data-section="jackpot-wins"
    >
      <h2 id="jackpot-wins-title" className={styles.title}>
        {t('jackpotWin.title')}
      </h2>
      {/* Loading until the list has been answered once: the server's first view shows the same. */}
      {(loading || !settled) && wins.length === 0 ? (
        <SkeletonList count={4} height={44} label={t('loading')} />
      ) : failed ? (
        <SectionFailure message={t('serverDown')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : wins.length === 0 ? (
        <p className={styles.notice}>{t('jackpotWin.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {wins.map((win, index) => (
            <li key={`${win.username}-${win.time}-${index}`} className={styles.item}>
              {/* The jackpot's own name, as the API gives it in the page's language: the same words as the widget and the popup. */}
              <span className={styles.badge}>{win.name || t('jackpotWin.diamond')}</span>
              <bdi className={styles.user}>{win.username}</bdi>
              <time className={styles.time} dateTime={win.time}>
                {formatDateTime(win.time, i18n.language)}
              </time>
              <Money
                className={styles.amount}
                millimes={win.amount}
                currency={win.currency || 'TND'}
                currencyClassName={styles.currency}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
