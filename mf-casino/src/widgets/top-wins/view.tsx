import { Money, SectionFailure, Skeleton } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $failed, $loading, $winners, retryClicked, TopWinsGate } from './model';
import styles from './top-wins.module.css';

/** The API's top wins are its 10 largest: 10 skeletons, and the box of 10 rows. */
const ROWS = 10;

export function TopWins() {
  const { t } = useTranslation('casino');
  useGate(TopWinsGate);
  const [winners, loading, failed, onRetry] = useUnit([$winners, $loading, $failed, retryClicked]);
  return (
    <section className={styles.panel} aria-labelledby="top-wins-title" data-widget="top-wins">
      <h2 id="top-wins-title" className={styles.title}>
        {t('topWins.title')}
      </h2>
      {/* The table's box keeps the size of a full table (a header and ROWS rows of a fixed height)
          from the skeletons to the loaded, shorter or failed list: nothing moves as it fills
          (no layout shift). */}
      <div className={styles.slot} data-widget-slot="">
        {loading && winners.length === 0 ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('loading')}
            className={styles.skeletons}
          >
            {Array.from({ length: ROWS }, (_, index) => (
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
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('topWins.provider')}</th>
                <th scope="col">{t('topWins.user')}</th>
                <th scope="col" className={styles.amount}>
                  {t('topWins.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {winners.slice(0, ROWS).map((winner, index) => (
                <tr key={`${winner.user}-${winner.date}-${index}`}>
                  <td>{winner.provider}</td>
                  <td>
                    <bdi>{winner.user}</bdi>
                  </td>
                  <td className={styles.amount}>
                    <Money
                      millimes={winner.amount}
                      currency={winner.currency}
                      currencyClassName={styles.currency}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
