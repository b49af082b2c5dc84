/** The mobile bottom navigation: Home, Sport (Prematch or Live), Casino, Live Casino, Crash Games. */
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $layout } from '../../services/device/model';
import { sportChoiceOpened } from '../../services/modal/model';
import { $pathname } from '../../services/navigation/model';
import { isSportPath } from '../../services/navigation/routes';
import { AppLink } from '../lib/app-link';
import { reactLifecycles } from '@casino/shared/app';
import { CasinoIcon, CrashIcon, HomeIcon, LiveIcon, SportIcon } from '../lib/icons';
import styles from './bottom-nav.module.css';

const links = [
  { name: 'menu.casino', to: '/casino/preview', Icon: CasinoIcon },
  { name: 'menu.liveCasino', to: '/live_casino/preview', Icon: LiveIcon },
  { name: 'menu.crash', to: '/crash/preview', Icon: CrashIcon },
];

function BottomNav() {
  const { t } = useTranslation('shell');
  const [layout, pathname, openSportChoice] = useUnit([$layout, $pathname, sportChoiceOpened]);
  if (layout !== 'mobile') return null;
  return (
    <nav aria-label={t('bottomNav.label')} className={styles.nav} data-testid="bottom-nav">
      <AppLink to="/" className={styles.item}>
        <HomeIcon />
        <span>{t('menu.home')}</span>
      </AppLink>
      <button
        type="button"
        className={styles.item}
        aria-haspopup="dialog"
        aria-current={isSportPath(pathname) ? 'page' : undefined}
        onClick={() => openSportChoice()}
      >
        <SportIcon />
        <span>{t('menu.sport')}</span>
      </button>
      {links.map(({ name, to, Icon }) => (
        <AppLink key={to} to={to} className={styles.item}>
          <Icon />
          <span>{t(name)}</span>
        </AppLink>
      ))}
    </nav>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(BottomNav);
