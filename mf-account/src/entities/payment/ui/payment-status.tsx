/**
 * A payment's status as a labelled badge, in the player's words: a credited deposit is "Paid",
 * a rejected or failed one carries its reason beside it.
 */
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './payment.module.css';

const TONE: Record<string, string> = {
  credited: 'good',
  paid: 'good',
  pending: 'wait',
  requested: 'wait',
  approved: 'wait',
  failed: 'bad',
  expired: 'bad',
  flagged: 'bad',
  rejected: 'bad',
};

export function PaymentStatus({ status, reason }: { status: string; reason?: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <span className={styles.status}>
      <span className={styles.badge} data-tone={TONE[status] ?? 'wait'} data-status={status}>
        {t(`paymentStatus.${status}`, { defaultValue: status })}
      </span>
      {reason ? (
        <span className={styles.reason}>
          {/* The providers' and the operator's reasons are free text: the known ones are
              translated, any other (an operator's own words) shown as written. */}
          {t(`paymentReason.${reason}`, { defaultValue: reason })}
        </span>
      ) : null}
    </span>
  );
}
