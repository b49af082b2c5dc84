/** The limits page's body: the three kinds, each with its three windows (model: ../model.ts). */
import { SkeletonList } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../../entities/rg';
import { NAMESPACE } from '../../../i18n';
import actionStyles from '../../../ui/actions.module.css';
import { $loadFailed, $overview } from '../model';
import { LimitCard } from './limit-card';
import styles from './limits.module.css';

export function LimitsForm() {
  const { t } = useTranslation(NAMESPACE);
  const [overview, failed] = useUnit([$overview, $loadFailed]);
  if (failed) return <p className={actionStyles.problem}>{t('rg.unavailable')}</p>;
  if (!overview) return <SkeletonList count={3} label={t('history.loading')} />;
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('rg.limits.intro')}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className={styles.kind} aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`} className={styles.kindTitle}>
            {t(`rg.limits.kind.${kind}`)}
          </h2>
          <p className={actionStyles.note}>{t(`rg.limits.kindNote.${kind}`)}</p>
          <div className={styles.cards}>
            {LIMIT_PERIODS.map((period) => {
              const limit = overview.limits.find(
                (entry) => entry.kind === kind && entry.period === period,
              );
              return limit ? <LimitCard key={period} limit={limit} /> : null;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
