import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n-namespace';
import { PendingSkeleton } from './pending-skeleton';

/** Until the shell's first user refresh lands in the snapshot. */
export function UserPending() {
  const { t } = useTranslation(NAMESPACE);
  return <PendingSkeleton label={t('history.loading')} />;
}
