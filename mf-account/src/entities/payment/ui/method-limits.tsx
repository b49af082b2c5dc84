/** A method's limits and fee for one direction, as a short list beside the amount. */
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money } from '@casino/shared/ui';
import type { Millimes } from '@casino/shared/format';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import styles from './cashier.module.css';

export function MethodLimits({
  limits,
  fee,
  extra,
}: {
  limits: { min: Millimes; max: Millimes; daily: Millimes };
  fee: Millimes;
  extra?: { label: string; amount: Millimes };
}) {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const rows: [string, Millimes][] = [
    [t('cashier.limits.min'), limits.min],
    [t('cashier.limits.max'), limits.max],
    [t('cashier.limits.daily'), limits.daily],
  ];
  if (extra) rows.unshift([extra.label, extra.amount]);
  return (
    <dl className={styles.limits} aria-label={t('cashier.limits.title')}>
      {rows.map(([label, amount]) => (
        <div key={label} className={styles.limitRow}>
          <dt>{label}</dt>
          <dd>
            <Money millimes={amount} currency={currency} />
          </dd>
        </div>
      ))}
      <dt>{t('cashier.limits.fee')}</dt>
      <dd>
        {fee === 0 ? t('cashier.limits.noFee') : <Money millimes={fee} currency={currency} />}
      </dd>
    </dl>
  );
}
