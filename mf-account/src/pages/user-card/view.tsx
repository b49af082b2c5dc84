/** Mobile personal area (/user_card, and /profile on mobile). */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useUnit } from 'effector-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared/router';
import { NAMESPACE } from '../../i18n';
import { Balance } from '../../layouts/balance';
import { UserPending } from '../../layouts/user-pending';
import { logoutRequestedFx } from '../../lib/bus-effects';
import { blockedLinkClicked } from './model';
import styles from './user-card.module.css';

const links = [
  { to: '/cashier/deposit', label: 'cashier.deposit.title' },
  { to: '/cashier/withdraw', label: 'cashier.withdraw.title' },
  { to: '/profile/limits', label: 'title.limits' },
  { to: '/profile/time-out', label: 'title.timeOut' },
  { to: '/profile/statement', label: 'title.statement' },
  { to: '/profile/reality-check', label: 'realityCheck.settingTitle' },
  { to: '/reset_password', label: 'title.resetPassword' },
  { to: '/transaction_history', label: 'title.transactionHistory' },
  { to: '/casino_history', label: 'title.casinoHistory' },
  { to: '/sport_history', label: 'title.sportHistory' },
] as const;

export function UserCardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user, tokenPresent } = useShellSnapshot();
  const [blocked, logout] = useUnit([blockedLinkClicked, logoutRequestedFx]);

  function guard(event: MouseEvent) {
    if (tokenPresent) return;
    event.preventDefault();
    blocked();
  }

  return (
    <section
      className={styles.card}
      data-remote="mf-account"
      data-version={process.env.REMOTE_VERSION}
    >
      <header className={styles.head}>
        <Link to="/" className={styles.back}>
          <span className={styles.arrow} aria-hidden="true">
            ‹
          </span>
          {t('nav.back')}
        </Link>
        <h1 className={styles.title}>{t('title.userCard')}</h1>
      </header>

      {user ? (
        <>
          <div className={styles.identity}>
            <p className={styles.username}>{user.username}</p>
            <p className={styles.muted}>
              {t('dashboard.playerId')}: <span data-testid="player-id">{user.sur_id}</span>
            </p>
          </div>
          <div className={styles.balances}>
            <div>
              <h2 className={styles.label}>{t('balance.title')}</h2>
              <Balance
                amount={user.balance}
                currency={user.currency}
                testId="account-balance"
                large
              />
            </div>
            <div>
              <h2 className={styles.label}>{t('balance.bonus')}</h2>
              <Balance amount={user.bounse} currency={user.currency} testId="account-bonus" />
            </div>
          </div>
          <dl className={styles.info} aria-label={t('account.info')}>
            <div>
              <dt>{t('account.name')}</dt>
              <dd>{user.name || '—'}</dd>
            </div>
            <div>
              <dt>{t('account.surname')}</dt>
              <dd>{user.surname || '—'}</dd>
            </div>
            <div>
              <dt>{t('account.currency')}</dt>
              <dd>{user.currency}</dd>
            </div>
          </dl>
        </>
      ) : (
        <UserPending />
      )}

      <nav aria-label={t('account.menu')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={guard} className={styles.link}>
                <span>{t(link.label)}</span>
                <span className={styles.chevron} aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <button type="button" className={styles.logout} onClick={() => logout()}>
        {t('nav.logout')}
      </button>
    </section>
  );
}
