/** The screen the provider sends the player back to: success, pending or failure, from the API. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money, SkeletonList } from '@casino/shared/ui';
import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@casino/shared/router';
import { cashierStyles, PaymentStatus } from '../../entities/payment';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';
import { $deposit, $failed, $gaveUp, retried, returnPage } from './model';
import styles from './deposit-return.module.css';

type Outcome = 'success' | 'pending' | 'failure';

function outcomeOf(status: string): Outcome {
  if (status === 'credited') return 'success';
  if (status === 'pending') return 'pending';
  return 'failure';
}

export function DepositReturnPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const raw = params.get('deposit');
  const id = raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  useGate(returnPage, { id });
  const [deposit, failed, gaveUp, retry] = useUnit([$deposit, $failed, $gaveUp, retried]);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const variant = useCashierVariant();
  const title = t('cashier.return.title');
  if (id === null || failed) {
    return (
      <ScreenFrame title={title} variant={variant}>
        <p className={cashierStyles.problem} role="alert">
          {t('cashier.return.unknown')}
        </p>
        <NextSteps />
      </ScreenFrame>
    );
  }
  if (!deposit) {
    return (
      <ScreenFrame title={title} variant={variant}>
        <SkeletonList count={3} label={t('history.loading')} />
      </ScreenFrame>
    );
  }
  const outcome = outcomeOf(deposit.status);
  return (
    <ScreenFrame title={title} variant={variant}>
      <section
        className={styles.outcome}
        data-outcome={outcome}
        data-testid="deposit-outcome"
        role="status"
      >
        <span className={styles.icon} aria-hidden="true">
          {outcome === 'success' ? '✓' : outcome === 'pending' ? '…' : '✕'}
        </span>
        <h2 className={styles.heading}>{t(`cashier.return.${outcome}`)}</h2>
        <p className={styles.amount}>
          <Money millimes={deposit.amount} currency={currency} />
        </p>
        <p className={styles.detail}>{t(`cashier.return.${outcome}Detail`)}</p>
        <PaymentStatus
          status={deposit.status}
          reason={outcome === 'failure' ? (deposit.reason ?? undefined) : undefined}
        />
        {outcome === 'pending' && gaveUp ? (
          <button type="button" className={cashierStyles.secondary} onClick={() => retry()}>
            {t('cashier.return.check')}
          </button>
        ) : null}
      </section>
      <NextSteps />
    </ScreenFrame>
  );
}

function NextSteps() {
  const { t } = useTranslation(NAMESPACE);
  const variant = useCashierVariant();
  return (
    <nav className={cashierStyles.actions} aria-label={t('cashier.return.next')}>
      <Link to="/cashier/deposit" className={cashierStyles.secondary}>
        {t('cashier.return.again')}
      </Link>
      <Link
        to={variant === 'screen' ? '/transaction_history' : '/profile/transaction_history'}
        className={cashierStyles.secondary}
      >
        {t('title.transactionHistory')}
      </Link>
    </nav>
  );
}
