/** Which exclusion is in force and until when, as a local date (never an ISO instant). */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import type { ExcludedCashier } from '../../../entities/rg';
import { cashierStyles as styles } from '../../../entities/payment';
import { NAMESPACE } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';

export function ExclusionNote({ exclusion }: { exclusion: ExcludedCashier['exclusion'] }) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useShellSnapshot();
  const key =
    exclusion.until === null
      ? 'excluded.state.permanent'
      : exclusion.kind === 'timeout'
        ? 'excluded.state.timeout'
        : 'excluded.state.selfExclusion';
  return (
    <p className={styles.note} data-testid="exclusion-state">
      {t(key, { until: exclusion.until ? formatDateTime(exclusion.until, language) : '' })}
    </p>
  );
}
