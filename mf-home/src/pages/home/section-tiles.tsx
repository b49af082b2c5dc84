import { navigateTo } from '@casino/shared/navigation';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionIcon } from './section-icons';
import styles from './home.module.css';

const SECTIONS = [
  { path: '/casino/preview', key: 'sections.casino', icon: 'casino' },
  { path: '/sport', key: 'sections.sport', icon: 'sport' },
  { path: '/live_casino/preview', key: 'sections.liveCasino', icon: 'liveCasino' },
  { path: '/crash/preview', key: 'sections.crash', icon: 'crash' },
] as const;

/** The mobile home's four section tiles; `phoneOnly`: hidden by CSS on wider screens. */
export function SectionTiles({ phoneOnly = false }: { phoneOnly?: boolean }) {
  const { t } = useTranslation('home');
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <nav
      className={phoneOnly ? `${styles.sections} ${styles.phoneOnly}` : styles.sections}
      aria-label={t('sections.label')}
    >
      {SECTIONS.map(({ path, key, icon }) => (
        <a key={path} href={path} className={styles.section} onClick={(event) => open(event, path)}>
          <span className={styles.glyph}>
            <SectionIcon name={icon} />
          </span>
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
