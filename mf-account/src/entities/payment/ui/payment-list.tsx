/** The player's latest deposits or withdrawals: amount, method, date and status with reason. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date';
import type { DepositView, WithdrawalView } from '../api';
import { PaymentStatus } from './payment-status';
import styles from './payment.module.css';

export function PaymentList({
  title,
  payments,
  testId,
}: {
  title: string;
  payments: (DepositView | WithdrawalView)[];
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { user, language } = useShellSnapshot();
  const currency = user?.currency ?? 'TND';
  if (payments.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className={styles.muted}>{title}</h2>
      <ul className={styles.list}>
        {payments.map((payment) => (
          <li key={payment.id} className={styles.item} data-payment-id={payment.id}>
            <span>
              {t(`cashier.methods.${payment.method}`)}{' '}
              <span className={styles.muted}>{formatDateTime(payment.created_at, language)}</span>
            </span>
            <Money className={styles.amount} millimes={payment.amount} currency={currency} />
            <PaymentStatus status={payment.status} reason={payment.reason} />
          </li>
        ))}
      </ul>
    </section>
  );
}
