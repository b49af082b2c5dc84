/**
 * The desktop profile area (/profile/*): one account navigation, a tab bar across the top of
 * the page, and the page under it using the width (the route is published full width: no
 * widgets column). The side menu's "My account" is a single link to it, so the sections are
 * listed once; the site's footer carries the information links and 18+. On
 * mobile the profile routes show the page alone and /profile itself is the user card, the
 * account's hub.
 *
 * The server cannot know the device: until hydrated, the area is drawn with its tab bar, which
 * CSS takes away at a phone's widths (the shell's device class is by width). The elements stay
 * the same on every device, so hydrating keeps the server's nodes (docs/first-view.md).
 */
import { useHydrated } from '@casino/shared/app/first-render';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from '@casino/shared/router';
import { NAMESPACE } from '../i18n-namespace';
import styles from './profile-layout.module.css';

const sections = [
  { to: '/profile/dashboard', label: 'title.dashboard' },
  { to: '/cashier/deposit', label: 'cashier.deposit.title' },
  { to: '/cashier/withdraw', label: 'cashier.withdraw.title' },
  { to: '/profile/transaction_history', label: 'title.transactionHistory' },
  { to: '/profile/games_history', label: 'title.gamesHistory' },
  { to: '/profile/sport_history', label: 'title.sportHistory' },
  { to: '/profile/limits', label: 'title.limits' },
  { to: '/profile/time-out', label: 'title.timeOut' },
  { to: '/profile/statement', label: 'title.statement' },
  { to: '/profile/reality-check', label: 'realityCheck.settingTitle' },
  { to: '/profile/reset_password', label: 'title.resetPassword' },
] as const;

export function ProfileLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { device } = useShellSnapshot();
  const hydrated = useHydrated();
  const phone = hydrated && device.class === 'mobile';
  const area = !hydrated ? `${styles.area} ${styles.byWidth}` : phone ? styles.bare : styles.area;
  return (
    <div className={area}>
      {!phone && (
        <nav className={styles.tabs} aria-label={t('account.menu')}>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    isActive ? `${styles.section} ${styles.active}` : styles.section
                  }
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
