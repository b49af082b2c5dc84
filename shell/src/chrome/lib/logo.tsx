import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link';
import styles from './chrome.module.css';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <AppLink to="/" className={styles.logo} onClick={onNavigate}>
      <img src="/logo.svg" alt={t('brand.home')} width={120} height={32} />
    </AppLink>
  );
}
