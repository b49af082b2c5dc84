/**
 * The desktop profile area (/profile/*): its own sidebar next to the page. On mobile the
 * profile routes show the page alone and /profile itself is the user card.
 */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from '@casino/shared/router';
import { NAMESPACE } from '../i18n';
import styles from './profile-layout.module.css';

const sections = [
  { to: '/profile/dashboard', label: 'title.dashboard' },
  { to: '/profile/transaction_history', label: 'title.transactionHistory' },
  { to: '/profile/games_history', label: 'title.gamesHistory' },
  { to: '/profile/sport_history', label: 'title.sportHistory' },
  { to: '/profile/reset_password', label: 'title.resetPassword' },
] as const;

const footerLinks = [
  { to: '/play_responsibly', label: 'footer.playResponsibly' },
  { to: '/term_condition', label: 'footer.generalTerms' },
  { to: '/sport_bet_rules', label: 'footer.sportRegulations' },
  { to: '/contact_us', label: 'footer.contact' },
  { to: '/sport_rules', label: 'footer.sportRules' },
] as const;

export function ProfileLayout() {
  const { t } = useTranslation(NAMESPACE);
  const { device } = useShellSnapshot();
  if (device.class === 'mobile') return <Outlet />;
  return (
    <div className={styles.area}>
      <aside className={styles.sidebar} aria-label={t('account.menu')}>
        <Link to="/" className={styles.home}>
          <span className={styles.arrow} aria-hidden="true">
            ‹
          </span>
          {t('nav.backToHome')}
        </Link>
        <nav>
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
        <footer className={styles.footer}>
          <ul className={styles.footerLinks}>
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
          <p className={styles.responsible}>
            <span className={styles.adult} aria-label={t('footer.adultsOnly')}>
              18+
            </span>
            {t('footer.betResponsibly')}
          </p>
        </footer>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}
