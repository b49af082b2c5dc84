import { formatAmount } from '@casino/shared/format';
import { Skeleton } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { logoutRequested } from '../../../services/auth/model';
import { $bonusPending, $hasBonus, bonusClicked } from '../../../services/bonus/model';
import { $user } from '../../../services/user/model';
import { AppLink } from '../../lib/app-link';
import { GiftIcon, LogoutIcon, UserIcon } from '../../lib/icons';
import styles from './header.module.css';

/** Desktop: sur_id, balance, bonus (BON) and currency; the bonus transfers on tap. */
export function DesktopUserArea() {
  const { t } = useTranslation('shell');
  const [user, bonusPending, hasBonus, onBonus, onLogout] = useUnit([
    $user,
    $bonusPending,
    $hasBonus,
    bonusClicked,
    logoutRequested,
  ]);
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

/** Mobile: balance plus profile icon, leading to the personal area card. */
export function MobileUserArea() {
  const { t } = useTranslation('shell');
  const user = useUnit($user);
  if (!user) {
    return (
      <div role="status" aria-label={t('header.loadingUser')}>
        <Skeleton width={110} height={32} />
      </div>
    );
  }
  return (
    <AppLink
      to="/user_card"
      className={styles.mobileUser}
      aria-label={`${t('header.profile')}: ${formatAmount(user.balance)} ${user.currency}`}
      data-testid="user-area"
    >
      <span className={styles.amount} data-testid="balance">
        <bdi>{formatAmount(user.balance)}</bdi>{' '}
        <span className={styles.currency}>{user.currency}</span>
      </span>
      <span className={styles.avatar}>
        <UserIcon size={20} />
      </span>
    </AppLink>
  );
}
