/** Why an amount cannot be used, said next to the field (and announced by screen readers). */
import { useShellSnapshot } from '@casino/shared/events/react';
import { formatMoney, type Millimes } from '@casino/shared/format';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './cashier.module.css';

export function AmountProblemText({
  id,
  problem,
  limit,
}: {
  id: string;
  problem: string | null;
  limit?: Millimes;
}) {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  if (!problem) return null;
  return (
    <p id={id} className={styles.problem} role="alert">
      {t(`cashier.problem.${problem}`, {
        limit: limit === undefined ? '' : formatMoney(limit, currency),
      })}
    </p>
  );
}
