import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitsForm, pageOpened } from '../../features/limits';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';

/** Deposit, loss and wager limits (/profile/limits). */
export function LimitsPage() {
  const { t } = useTranslation(NAMESPACE);
  const opened = useUnit(pageOpened);
  useEffect(() => opened(), [opened]);
  return (
    <ScreenFrame title={t('title.limits')} variant={useCashierVariant()}>
      <LimitsForm />
    </ScreenFrame>
  );
}
