import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { loginRequired } from '../../../services/auth/model';
import { $layout } from '../../../services/device/model';
import { $pathname, navigationRequested } from '../../../services/navigation/model';
import { isGuestOnlyPath } from '../../../services/navigation/routes';
import {
  $sidebarCollapsed,
  $sidebarOpen,
  sidebarCollapseToggled,
  sidebarToggled,
} from '../../../services/sidebar/model';
import { $tokenPresent } from '../../../services/token/model';
import { MenuIcon, RailIcon } from '../../lib/icons';
import { Logo } from '../../lib/logo';
import { LanguageDropdown } from './language-dropdown';
import { DesktopUserArea, MobileUserArea } from './user-area';
import styles from './header.module.css';

/** Desktop: collapses the side menu to its icon rail and expands it again. */
function SidebarToggle() {
  const { t } = useTranslation('shell');
  const [collapsed, toggle] = useUnit([$sidebarCollapsed, sidebarCollapseToggled]);
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('header.collapseSidebar')}
      title={t('header.collapseSidebar')}
      aria-expanded={!collapsed}
      aria-controls="side-menu"
      data-testid="sidebar-toggle"
      onClick={() => toggle()}
    >
      <RailIcon className={styles.railIcon} />
    </button>
  );
}

function LoginButton() {
  const { t } = useTranslation('shell');
  const [layout, askLogin, navigate] = useUnit([$layout, loginRequired, navigationRequested]);
  // Desktop opens the login modal over the page; mobile goes to the login page.
  const onClick = () =>
    layout === 'desktop' ? askLogin({ isFullPage: false }) : navigate({ to: '/login' });
  return (
    <button
      type="button"
      className={styles.loginButton}
      data-testid="login-button"
      onClick={onClick}
    >
      {t('header.login')}
    </button>
  );
}

export function HeaderView() {
  const { t } = useTranslation('shell');
  const [layout, tokenPresent, sidebarOpen, toggleSidebar, pathname] = useUnit([
    $layout,
    $tokenPresent,
    $sidebarOpen,
    sidebarToggled,
    $pathname,
  ]);
  // On the login page itself the login button would only lead to where the player already is.
  const guestAction = isGuestOnlyPath(pathname) ? null : <LoginButton />;
  if (layout === 'mobile') {
    return (
      <div className={styles.header} data-testid="mobile-header">
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('header.menu')}
          aria-expanded={sidebarOpen}
          aria-controls="side-menu"
          data-testid="menu-button"
          onClick={() => toggleSidebar()}
        >
          <MenuIcon />
        </button>
        <Logo />
        <div className={styles.end}>{tokenPresent ? <MobileUserArea /> : guestAction}</div>
      </div>
    );
  }
  return (
    <div className={styles.header} data-testid="desktop-header">
      <a href="#main-content" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <SidebarToggle />
      <Logo />
      <div className={styles.end}>
        <LanguageDropdown />
        {tokenPresent ? <DesktopUserArea /> : guestAction}
      </div>
    </div>
  );
}
