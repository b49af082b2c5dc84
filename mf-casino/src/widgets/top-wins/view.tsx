import { Money, SectionFailure, SkeletonList } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $failed, $loading, $winners, retryClicked, TopWinsGate } from './model';
import styles from './top-wins.module.css';

const SKELETONS = 10;

export function TopWins() {
  const { t } = useTranslation('casino');
  useGate(TopWinsGate);
  const [winners, loading, failed, onRetry] = useUnit([$winners, $loading, $failed, retryClicked]);
  return (
    <section className={styles.panel} aria-labelledby="top-wins-title" data-widget="top-wins">
      <h2 id="top-wins-title" className={styles.title}>
        {t('topWins.title')}
      </h2>
      {loading && winners.length === 0 ? (
        <SkeletonList count={SKELETONS} height={22} label={t('loading')} />
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
            {winners.map((winner, index) => (
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
    </section>
  );
}
