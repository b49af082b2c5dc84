import { formatAmount } from '@casino/shared/format';
import { Skeleton } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { logoutRequested } from '../../../services/auth/model';
import { $bonusPending, $hasBonus, bonusClicked } from '../../../services/bonus/model';
import { $publishedLinks } from '../../../services/navigation/model';
import { $user } from '../../../services/user/model';
import { AppLink } from '../../lib/app-link';
import { GiftIcon, LogoutIcon, UserIcon } from '../../lib/icons';
import styles from './header.module.css';

/**
 * The balance leads to the cashier the account publishes (`links.cashier`); while no remote
 * publishes one, to where the rest of the user area leads.
 */
function useBalanceTarget(fallback: string): string {
  return useUnit($publishedLinks).cashier ?? fallback;
}

/**
 * Desktop: sur_id (to the account), balance (to the cashier), bonus (BON) and currency; the bonus
 * transfers on tap.
 */
export function DesktopUserArea() {
  const { t } = useTranslation('shell');
  const [user, bonusPending, hasBonus, onBonus, onLogout] = useUnit([
    $user,
    $bonusPending,
    $hasBonus,
    bonusClicked,
    logoutRequested,
  ]);
  const balanceTarget = useBalanceTarget('/profile/dashboard');
  if (!user) {
    return (
      <div className={styles.userSkeleton} role="status" aria-label={t('header.loadingUser')}>
        <Skeleton width={220} height={36} />
      </div>
    );
  }
  return (
    <div className={styles.userArea} data-testid="user-area">
      <AppLink to="/profile/dashboard" className={styles.userInfo}>
        <UserIcon size={20} />
        <span className={styles.visuallyHidden}>{t('header.account')}: </span>
        <span className={styles.userId}>
          <span className={styles.muted}>{t('header.id')}</span> <bdi>{user.sur_id}</bdi>
        </span>
      </AppLink>
      <AppLink
        to={balanceTarget}
        className={styles.userInfo}
        aria-label={t('header.deposit', {
          balance: `${formatAmount(user.balance)} ${user.currency}`,
        })}
        data-testid="balance-link"
      >
        <span className={styles.amount} data-testid="balance">
          <bdi>{formatAmount(user.balance)}</bdi>{' '}
          <span className={styles.currency}>{user.currency}</span>
        </span>
      </AppLink>
      <button
        type="button"
        className={styles.bonus}
        data-testid="bonus"
        aria-busy={bonusPending}
        // Nothing to transfer at 0.00: the button says so instead of asking the server.
        disabled={!hasBonus}
        onClick={() => onBonus()}
      >
        <GiftIcon size={18} />
        <span className={styles.bonusLabel}>{t('header.bonus')}</span>{' '}
        <bdi className={styles.amount}>{formatAmount(user.bounse)}</bdi>{' '}
        <span className={styles.currency}>{user.currency}</span>
        <span className={styles.visuallyHidden}>
          {' '}
          {bonusPending ? t('header.bonusTransferring') : t('header.bonusTransfer')}
        </span>
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.logout')}
        title={t('header.logout')}
        onClick={() => onLogout()}
      >
        <LogoutIcon />
      </button>
    </div>
  );
}

/** Mobile: the balance (to the cashier) and the profile icon (to the personal area card). */
export function MobileUserArea() {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  const balanceTarget = useBalanceTarget('/user_card');
  if (!user) {
    return (
      <div role="status" aria-label={t('header.loadingUser')}>
        <Skeleton width={110} height={32} />
      </div>
    );
  }
  const balance = `${formatAmount(user.balance)} ${user.currency}`;
  return (
    <div className={styles.mobileUser} data-testid="user-area">
      <AppLink
        to={balanceTarget}
        className={styles.mobileBalance}
        aria-label={t('header.deposit', { balance })}
        data-testid="balance-link"
      >
        <span className={styles.amount} data-testid="balance">
          <bdi>{formatAmount(user.balance)}</bdi>{' '}
          <span className={styles.currency}>{user.currency}</span>
        </span>
      </AppLink>
      <AppLink
        to="/user_card"
        className={styles.avatarLink}
        aria-label={t('header.profile')}
        data-testid="profile-link"
      >
        <span className={styles.avatar}>
          <UserIcon size={20} />
        </span>
      </AppLink>
    </div>
  );
}
