import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageOpened, StatementView } from '../../features/statement';
import { useCashierVariant } from '../../layouts/cashier-variant';
import { ScreenFrame } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';

/** The account statement (/profile/statement). */
export function StatementPage() {
  const { t } = useTranslation(NAMESPACE);
  const opened = useUnit(pageOpened);
  useEffect(() => opened(), [opened]);
  return (
    <ScreenFrame title={t('title.statement')} variant={useCashierVariant()}>
      <StatementView />
    </ScreenFrame>
  );
}
