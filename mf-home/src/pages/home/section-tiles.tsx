import { navigateTo } from '@casino/shared/games';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const SECTIONS = [
  { path: '/casino/preview', key: 'sections.casino', glyph: '🎰' },
  { path: '/sport', key: 'sections.sport', glyph: '⚽' },
  { path: '/live_casino/preview', key: 'sections.liveCasino', glyph: '🃏' },
  { path: '/crash/preview', key: 'sections.crash', glyph: '🚀' },
];

/** The mobile home's four section tiles. */
export function SectionTiles() {
  const { t } = useTranslation('home');
  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigateTo(path);
  };
  return (
    <nav className={styles.sections} aria-label={t('sections.label')}>
      {SECTIONS.map(({ path, key, glyph }) => (
        <a key={path} href={path} className={styles.section} onClick={(event) => open(event, path)}>
          <span className={styles.glyph} aria-hidden="true">{glyph}</span>
          {t(key)}
        </a>
      ))}
    </nav>
  );
}
