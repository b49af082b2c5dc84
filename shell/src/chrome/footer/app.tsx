/**
 * The site's footer: the licence, the responsible-gambling links, the payment
 * methods and 18+. Below the page's content: it mounts when the browser is idle.
 */
import { reactLifecycles } from '@casino/shared/app';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $publishedLinks } from '../../services/navigation/model';
import { AppLink } from '../lib/app-link';
import styles from './footer.module.css';
import { PAYMENT_LOGOS } from './payment-logos';

const LINKS = [
  { to: '/play_responsibly', key: 'footer.playResponsibly' },
  { to: '/term_condition', key: 'footer.terms' },
  { to: '/sport_bet_rules', key: 'footer.sportRules' },
  { to: '/contact_us', key: 'footer.contact' },
] as const;

function Footer() {
  const { t } = useTranslation('shell');
  const { cashier } = useUnit($publishedLinks);
  return (
    <div className={styles.footer} data-testid="site-footer">
      <nav className={styles.links} aria-label={t('footer.links')}>
        {LINKS.map(({ to, key }) => (
          <AppLink key={to} to={to} className={styles.link}>
            {t(key)}
          </AppLink>
        ))}
      </nav>
      <section className={styles.payments} aria-labelledby="footer-payments">
        <h2 id="footer-payments" className={styles.heading}>
          {t('footer.payments')}
        </h2>
        <ul className={styles.paymentList} aria-labelledby="footer-payments">
          {PAYMENT_LOGOS.map(({ name, Logo }) => (
            <li key={name} className={styles.payment}>
              {/* Each method leads to the cashier the account publishes (its route guards it: a
                  guest logs in first); named by its logo, the method's name. */}
              {cashier ? (
                <AppLink
                  to={cashier}
                  className={styles.paymentLink}
                  title={t('footer.depositWith', { method: name })}
                >
                  <Logo />
                </AppLink>
              ) : (
                <Logo />
              )}
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.legal}>
        <span className={styles.adult} dir="ltr" aria-label={t('footer.adultLabel')}>
          18+
        </span>
        <p className={styles.licence}>{t('footer.licence')}</p>
      </div>
    </div>
  );
}

export const { bootstrap, mount, unmount } = reactLifecycles(Footer);
