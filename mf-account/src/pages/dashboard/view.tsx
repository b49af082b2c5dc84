/** Desktop personal area: the user comes from the shell's snapshot, refreshed every 5 s. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { useUnit } from 'effector-react';
import { Link } from '@casino/shared/router';
import { cashierStyles } from '../../entities/payment';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { logoutRequestedFx } from '../../lib/bus-effects';
import { Balance } from '../../layouts/balance';
import { UserPending } from '../../layouts/user-pending';
import styles from './dashboard.module.css';

export function DashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const { user } = useShellSnapshot();
  const logout = useUnit(logoutRequestedFx);
  if (!user) return <UserPending />;
  return (
    <section
      className={styles.dashboard}
      data-remote="mf-account"
      data-version={process.env.REMOTE_VERSION}
    >
      <header className={styles.head}>
        <div>
          <h1 className={styles.welcome}>{t('dashboard.welcome')}</h1>
          <p className={styles.username}>{user.username}</p>
          <p className={styles.playerId}>
            {t('dashboard.playerId')}: <span data-testid="player-id">{user.sur_id}</span>
          </p>
        </div>
        <button type="button" className={styles.logout} onClick={() => logout()}>
          {t('nav.logout')}
        </button>
      </header>

      <div className={styles.cards}>
        <div className={`${styles.card} ${styles.balanceCard}`}>
          <h2 className={styles.cardTitle}>{t('balance.title')}</h2>
          <Balance amount={user.balance} currency={user.currency} testId="account-balance" large />
          <div className={cashierStyles.actions}>
            <Link to="/cashier/deposit" className={cashierStyles.primary}>
              {t('cashier.deposit.title')}
            </Link>
            <Link to="/cashier/withdraw" className={cashierStyles.secondary}>
              {t('cashier.withdraw.title')}
            </Link>
          </div>
        </div>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{t('balance.bonus')}</h2>
          <Balance amount={user.bounse} currency={user.currency} testId="account-bonus" />
        </div>
      </div>

      <form
        className={styles.info}
        aria-label={t('account.info')}
        onSubmit={(event) => event.preventDefault()}
      >
        <h2 className={styles.cardTitle}>{t('account.info')}</h2>
        <label className={styles.field}>
          {t('account.name')}
          <input readOnly value={user.name} />
        </label>
        <label className={styles.field}>
          {t('account.surname')}
          <input readOnly value={user.surname} />
        </label>
        <label className={styles.field}>
          {t('account.currency')}
          <input readOnly value={user.currency} />
        </label>
      </form>
    </section>
  );
}
