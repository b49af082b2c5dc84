import { Skeleton } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { logoutRequested } from '../../../services/auth/model';
import { $layout } from '../../../services/device/model';
import { $direction, $language } from '../../../services/language/model';
import { $pathname } from '../../../services/navigation/model';
import { coversPath } from '@casino/shared/publication';
import {
  $sidebarCollapsed,
  $sidebarOpen,
  sidebarClosed,
  sidebarExpanded,
  swipeCloses,
} from '../../../services/sidebar/model';
import { $tokenPresent } from '../../../services/token/model';
import { $sessionKnown } from '../../../services/user/model';
import { LanguageDropdown } from '../../header/ui/language-dropdown';
import { AppLink } from '../../lib/app-link';
import { ChevronIcon, CloseIcon, LogoutIcon } from '../../lib/icons';
import { Logo } from '../../lib/logo';
import { labelOf, pathFor, type MenuItem } from '../menu';
import { $mainMenu, guestBlocked, sidebarLinkClicked } from '../model';
import { ResponsibleGamblingNotice } from './responsible-gambling-notice';
import styles from './sidebar.module.css';

/** The desktop sidebar is collapsed to its icon rail: labels hidden, names kept as tooltips. */
function useRail(): boolean {
  const [layout, collapsed] = useUnit([$layout, $sidebarCollapsed]);
  return layout === 'desktop' && collapsed;
}

/** A group opens by itself on its `openOn` paths; a single link is the current section there. */
function openByPath(item: MenuItem, pathname: string): boolean {
  return item.openOn.some((prefix) => coversPath(prefix, pathname));
}

function MenuLink({ item, nested }: { item: MenuItem; nested?: boolean }) {
  const [layout, language, pathname, tokenPresent, onClicked, onBlocked] = useUnit([
    $layout,
    $language,
    $pathname,
    $tokenPresent,
    sidebarLinkClicked,
    guestBlocked,
  ]);
  const rail = useRail();
  const to = pathFor(item, layout);
  const label = labelOf(item, language);
  const Icon = item.icon;
  return (
    <AppLink
      to={to}
      className={`${styles.link} ${nested ? styles.nested : ''} ${item.inline ? styles.inline : ''}`}
      style={{ gridColumn: `span ${item.colWidth}` }}
      // The page itself, else the section the link stands for (the account's single link on
      // every account page, whose own navigation is inside the page).
      aria-current={pathname === to ? 'page' : openByPath(item, pathname) ? 'true' : undefined}
      data-login-required={item.loginRequired || undefined}
      title={rail ? label : undefined}
      beforeNavigate={() => {
        if (item.loginRequired && !tokenPresent) {
          onBlocked(to);
          return false;
        }
        onClicked(to);
        return true;
      }}
    >
      {Icon && <Icon size={20} className={styles.icon} />}
      <span className={styles.label}>{label}</span>
    </AppLink>
  );
}

function MenuGroup({ item }: { item: MenuItem }) {
  const [pathname, language, expand] = useUnit([$pathname, $language, sidebarExpanded]);
  const label = labelOf(item, language);
  const rail = useRail();
  const [open, setOpen] = useState(() => openByPath(item, pathname));
  useEffect(() => {
    if (openByPath(item, pathname)) setOpen(true);
  }, [item, pathname]);
  const Icon = item.icon;
  const listId = `menu-group-menu-${item.name}`;
  return (
    <li className={styles.group} data-open={open}>
      <button
        type="button"
        className={styles.link}
        aria-expanded={open && !rail}
        aria-controls={listId}
        title={rail ? label : undefined}
        onClick={() => {
          // In the rail a group's children have no room: opening it expands the sidebar.
          if (rail) {
            expand();
            setOpen(true);
          } else setOpen((value) => !value);
        }}
      >
        {Icon && <Icon size={20} className={styles.icon} />}
        <span className={styles.label}>{label}</span>
        <ChevronIcon size={16} className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.children} hidden={!open || rail}>
        {item.children?.map((child) => (
          <li key={child.name} className={child.inline ? styles.inlineItem : undefined}>
            <MenuLink item={child} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SidebarView() {
  const { t } = useTranslation('shell');
  const [menu, layout, open, direction, tokenPresent, sessionKnown, close, logout] = useUnit([
    $mainMenu,
    $layout,
    $sidebarOpen,
    $direction,
    $tokenPresent,
    $sessionKnown,
    sidebarClosed,
    logoutRequested,
  ]);
  const rail = useRail();
  const start = useRef<{ x: number; y: number } | null>(null);
  const mobile = layout === 'mobile';

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    if (!start.current || !touch) return;
    if (swipeCloses(touch.clientX - start.current.x, touch.clientY - start.current.y, direction))
      close();
    start.current = null;
  };

  return (
    <div
      className={styles.sidebar}
      data-testid="sidebar"
      data-open={mobile ? open : undefined}
      data-collapsed={rail || undefined}
      inert={mobile && !open ? true : undefined}
      onTouchStart={mobile ? onTouchStart : undefined}
      onTouchEnd={mobile ? onTouchEnd : undefined}
    >
      {mobile && (
        <div className={styles.drawerHead}>
          <Logo />
          <button
            type="button"
            className={styles.close}
            aria-label={t('menu.close')}
            onClick={() => close()}
          >
            <CloseIcon />
          </button>
        </div>
      )}
      {mobile && (
        <div className={styles.drawerTools}>
          <LanguageDropdown />
        </div>
      )}
      <nav id="side-menu" aria-label={t('menu.label')} className={styles.nav}>
        <ul className={styles.list}>
          {menu.map((item) =>
            item.child ? (
              <MenuGroup key={item.name} item={item} />
            ) : (
              <li key={item.name}>
                <MenuLink item={item} />
              </li>
            ),
          )}
          {mobile && tokenPresent && !sessionKnown && (
            // The stored token is being checked: the Log out row may or may not stay.
            <li
              className={styles.skeletonRow}
              role="status"
              aria-label={t('menu.loading')}
              data-testid="menu-skeleton"
            >
              <Skeleton width={20} height={20} />
              <Skeleton width="60%" height={16} />
            </li>
          )}
          {mobile && tokenPresent && sessionKnown && (
            <li>
              <button type="button" className={styles.link} onClick={() => logout()}>
                <LogoutIcon size={20} className={styles.icon} />
                <span className={styles.label}>{t('header.logout')}</span>
              </button>
            </li>
          )}
        </ul>
      </nav>
      <ResponsibleGamblingNotice rail={rail} />
    </div>
  );
}
