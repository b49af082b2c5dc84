import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOpened, TimeOutForm } from '../../features/time-out';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';

/** Time-out and self-exclusion (/profile/time-out). */
export function TimeOutPage() {
  const { t } = useTranslation(NAMESPACE);
  const opened = useUnit(pageOpened);
  useEffect(() => opened(), [opened]);
  return (
    <ScreenFrame title={t('title.timeOut')} variant={useCashierVariant()}>
      <TimeOutForm />
    </ScreenFrame>
  );
}
