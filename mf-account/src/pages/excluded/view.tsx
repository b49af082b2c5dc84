import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $cashier,
  CredentialsForm,
  ExcludedWithdraw,
  ExclusionEnd,
  pageOpened,
} from '../../features/excluded';
import { NAMESPACE } from '../../i18n';
import styles from '../../layouts/cashier-page.module.css';
import { ScreenFrame } from '../../layouts/screen-frame';

/**
 * The excluded player's screens (guests only: they cannot log in): /excluded/withdraw takes the
 * balance out, /excluded/end asks for the end of a self-exclusion. Both start with the credentials.
 */
export function ExcludedPage({ step }: { step: 'withdraw' | 'end' }) {
  const { t } = useTranslation(NAMESPACE);
  const opened = useUnit(pageOpened);
  useEffect(() => opened(), [opened]);
  const cashier = useUnit($cashier);
  return (
    <ScreenFrame title={t(`excluded.${step}.title`)} variant="screen">
      <div className={styles.page}>
        {cashier === null ? (
          <CredentialsForm />
        ) : step === 'withdraw' ? (
          <ExcludedWithdraw cashier={cashier} />
        ) : (
          <ExclusionEnd cashier={cashier} />
        )}
      </div>
    </ScreenFrame>
  );
}
