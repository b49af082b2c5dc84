import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $layout } from '../../../services/device/model';
import { $pathname, $routeRules } from '../../../services/navigation/model';
import { showsGoTop } from '../../../services/navigation/routes';
import { ArrowUpIcon } from '../../lib/icons';
import styles from './overlays.module.css';

/** Scrolled more than one screen down (before that there is nothing to go back to). */
function useScrolledAScreen(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return scrolled;
}

/**
 * The mobile go-top link, on every page but the sport, login, account and game ones, once a
 * screen has been scrolled.
 */
export function GoTop() {
  const { t } = useTranslation('shell');
  const [layout, pathname, rules] = useUnit([$layout, $pathname, $routeRules]);
  const scrolled = useScrolledAScreen();
  if (layout !== 'mobile' || !showsGoTop(pathname, rules) || !scrolled) return null;
  return (
    <a
      href="#top"
      className={styles.goTop}
      aria-label={t('goTop')}
      data-testid="go-top"
      onClick={(event) => {
        event.preventDefault();
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUpIcon />
    </a>
  );
}
