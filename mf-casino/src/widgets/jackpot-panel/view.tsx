import { formatDateTime, millimes } from '@casino/shared/format';
import { Money, SectionFailure, Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $failed,
  $jackpots,
  $loading,
  $pools,
  JackpotPanelGate,
  LIST_ROWS,
  retryClicked,
  TIERS,
  WINNING_AMOUNT,
} from './model';
import styles from './jackpot-panel.module.css';

/** The three pools, the largest as the panel's headline; each row keeps its height while loading. */
function Pools() {
  const { t } = useTranslation('casino');
  const pools = useUnit($pools);
  return (
    <dl className={styles.pools}>
      {TIERS.map((tier) => (
        <div
          key={tier}
          className={tier === 'diamond' ? styles.pool : styles.poolSmall}
          data-tier={tier}
        >
          <dt className={styles.poolName}>{t(`jackpot.${tier}`)}</dt>
          <dd className={styles.poolValue}>
            {pools ? (
              <Money millimes={pools[tier]} amountClassName={styles.poolAmount} />
            ) : (
              <Skeleton width="8em" height="0.9em" />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function JackpotPanel() {
  const { t, i18n } = useTranslation('casino');
  useGate(JackpotPanelGate);
  const [jackpots, loading, failed, onRetry] = useUnit([
    $jackpots,
    $loading,
    $failed,
    retryClicked,
  ]);
  return (
    <section
      className={styles.panel}
      aria-labelledby="jackpot-panel-title"
      data-widget="jackpot-panel"
    >
      <h2 id="jackpot-panel-title" className={styles.title}>
        {t('jackpot.title')}
      </h2>
      <Pools />
      <p className={styles.winning}>
        {t('jackpot.winning')}{' '}
        <strong>
          <Money millimes={millimes(WINNING_AMOUNT)} />
        </strong>
      </p>
      <h3 className={styles.subtitle}>{t('jackpot.latest')}</h3>
      {/* The list's box keeps the size of the longest list (LIST_ROWS rows of a fixed height) from
          the skeletons to the loaded, shorter, empty or failed list: nothing below or beside it
          moves as it fills (no layout shift). */}
      <div className={styles.slot} data-widget-slot="">
        {loading && jackpots.length === 0 ? (
          <div role="status" aria-busy="true" aria-label={t('loading')} className={styles.list}>
            {Array.from({ length: LIST_ROWS }, (_, index) => (
              <span key={index} className={styles.skeletonRow}>
                <Skeleton height="100%" />
              </span>
            ))}
          </div>
        ) : failed ? (
          <SectionFailure
            variant="inline"
            message={t('serverDown')}
            retryLabel={t('retry')}
            onRetry={onRetry}
          />
        ) : jackpots.length === 0 ? (
          <p className={styles.empty}>{t('jackpot.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {jackpots.slice(0, LIST_ROWS).map((win, index) => (
              <li key={`${win.username}-${win.time}-${index}`} className={styles.item}>
                <bdi className={styles.user}>{win.username}</bdi>
                <Money
                  className={styles.amount}
                  millimes={win.amount}
                  currency={win.currency || 'TND'}
                />
                <span className={styles.meta}>{win.name}</span>
                <time className={styles.meta} dateTime={win.time}>
                  {formatDateTime(win.time, i18n.language)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
