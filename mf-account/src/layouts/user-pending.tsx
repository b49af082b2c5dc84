import { Skeleton } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';

/** Until the shell's first user refresh lands in the snapshot. */
export function UserPending() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('history.loading')}
      style={{ display: 'grid', gap: 'var(--space-4)', padding: 'var(--space-6)' }}
    >
      <Skeleton height={32} width="60%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
