/**
 * The mobile bottom navigation: the menu entries the remotes publish with `bottomNav` (Home,
 * Sport, Casino, Live Casino, Crash Games today), in menu order. A link goes to the entry's
 * mobile path; a group (Sport) is a button offering its links (Prematch or Live).
 */
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { coversPath } from '@casino/shared/publication';
import { $layout } from '../../services/device/model';
import { menuChoiceOpened } from '../../services/modal/model';
import { $pathname } from '../../services/navigation/model';
import { AppLink } from '../lib/app-link';
import { reactLifecycles } from '@casino/shared/app';
import { $mainMenu } from '../sidebar/model';
import { labelOf, pathFor, type MenuItem } from '../sidebar/menu';
import styles from './bottom-nav.module.css';

function groupCurrent(item: MenuItem, pathname: string): boolean {
  const prefixes = [...item.openOn, ...(item.children ?? []).map((child) => child.path)];
  return prefixes.some((prefix) => prefix !== '/' && coversPath(prefix, pathname));
}

function BottomNav() {
  const { t, i18n } = useTranslation('shell');
  const [layout, pathname, menu, openChoice] = useUnit([
    $layout,
    $pathname,
    $mainMenu,
    menuChoiceOpened,
  ]);
  if (layout !== 'mobile') return null;
  return (
    <nav aria-label={t('bottomNav.label')} className={styles.nav} data-testid="bottom-nav">
      {menu
        .filter((item) => item.bottomNav)
        .map((item) => {
          const Icon = item.icon;
          const label = labelOf(item, i18n.language);
          return item.child ? (
            <button
              key={item.name}
              type="button"
              className={styles.item}
              aria-haspopup="dialog"
              aria-current={groupCurrent(item, pathname) ? 'page' : undefined}
              onClick={() => openChoice(item)}
            >
              {Icon && <Icon />}
              <span>{label}</span>
            </button>
          ) : (
            <AppLink key={item.name} to={pathFor(item, 'mobile')} className={styles.item}>
              {Icon && <Icon />}
              <span>{label}</span>
            </AppLink>
          );
        })}
    </nav>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(BottomNav);
