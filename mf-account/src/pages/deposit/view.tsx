import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentList } from '../../entities/payment';
import { $deposits, DepositForm, pageOpened } from '../../features/deposit';
import { depositPageOpened, LimitsPrompt } from '../../features/limits-prompt';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';
import styles from '../../layouts/cashier-page.module.css';

/**
 * Deposit: before a first deposit the offer to set limits, then the form, then the player's
 * latest deposits with their status.
 */
export function DepositPage() {
  const { t } = useTranslation(NAMESPACE);
  const [opened, promptOpened] = useUnit([pageOpened, depositPageOpened]);
  useEffect(() => {
    opened();
    promptOpened();
  }, [opened, promptOpened]);
  const deposits = useUnit($deposits);
  return (
    <ScreenFrame title={t('cashier.deposit.title')} variant={useCashierVariant()}>
      <div className={styles.page}>
        <LimitsPrompt />
        <DepositForm />
        <PaymentList title={t('cashier.deposit.recent')} payments={deposits} testId="deposits" />
      </div>
    </ScreenFrame>
  );
}
