import { LANGUAGES } from '@casino/shared/i18n';
import { useUnit } from 'effector-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, languagePicked } from '../../../services/language/model';
import { ChevronIcon } from '../../lib/icons';
import styles from './language-dropdown.module.css';

/** The language dropdown: closes on an outside click and on Escape. */
export function LanguageDropdown() {
  const { t } = useTranslation('shell');
  const [language, pick] = useUnit([$language, languagePicked]);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = LANGUAGES.find((option) => option.pref === language) ?? LANGUAGES[0]!;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The keyboard goes on from the button that opened the list.
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className={styles.root} ref={root} data-testid="language-dropdown">
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <img src={`/${current.img}`} alt="" width={22} height={16} />
        <span className={styles.code}>{current.pref.toUpperCase()}</span>
        <span className={styles.visuallyHidden}>
          {' '}
          {t('language.current', { language: current.lang })}
        </span>
        <ChevronIcon size={14} className={styles.chevron} />
      </button>
      {open && (
        <ul id={listId} className={styles.list} aria-label={t('language.label')}>
          {LANGUAGES.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                lang={option.pref}
                aria-current={option.pref === language ? 'true' : undefined}
                className={styles.option}
                onClick={() => {
                  pick(option.pref);
                  setOpen(false);
                  toggle.current?.focus();
                }}
              >
                <img src={`/${option.img}`} alt="" width={22} height={16} />
                {option.lang}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
