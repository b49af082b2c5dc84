import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $layout } from '../../../services/device/model';
import { $pathname, $routeRules } from '../../../services/navigation/model';
import { showsGoTop } from '../../../services/navigation/routes';
import { ArrowUpIcon } from '../../lib/icons';
import styles from './overlays.module.css';

/** The mobile go-top link, on every page but those the spec lists. */
export function GoTop() {
  const { t } = useTranslation('shell');
  const [layout, pathname, rules] = useUnit([$layout, $pathname, $routeRules]);
  if (layout !== 'mobile' || !showsGoTop(pathname, rules)) return null;
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
