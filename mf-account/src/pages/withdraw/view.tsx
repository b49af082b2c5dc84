import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentList } from '../../entities/payment';
import { $withdrawals, WithdrawForm, pageOpened } from '../../features/withdraw';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';
import styles from '../../layouts/cashier-page.module.css';

/** Withdraw: the form, then the player's withdrawals and where each one stands. */
export function WithdrawPage() {
  const { t } = useTranslation(NAMESPACE);
  const opened = useUnit(pageOpened);
  useEffect(() => opened(), [opened]);
  const withdrawals = useUnit($withdrawals);
  return (
    <ScreenFrame title={t('cashier.withdraw.title')} variant={useCashierVariant()}>
      <div className={styles.page}>
        <WithdrawForm />
        <PaymentList
          title={t('cashier.withdraw.recent')}
          payments={withdrawals}
          testId="withdrawals"
        />
      </div>
    </ScreenFrame>
  );
}
