import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { HistoryView, historyStyles as styles } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { NAMESPACE } from '../../i18n';
import { useTransactionColumns } from './columns';
import { TRANSACTION_TYPE, transactionHistory, typeToggled, type TransactionType } from './model';

function TypeSelect() {
  const { t } = useTranslation(NAMESPACE);
  const [filters, filterChanged] = useUnit([
    transactionHistory.$filters,
    transactionHistory.filterChanged,
  ]);
  return (
    <label className={styles.field}>
      {t('history.type')}
      <select
        value={filters.type ?? ''}
        onChange={(event) =>
          filterChanged({
            name: 'type',
            value: event.target.value ? (Number(event.target.value) as TransactionType) : null,
          })
        }
      >
        <option value="">{t('filters.all')}</option>
        <option value={TRANSACTION_TYPE.deposit}>{t('transactions.depot')}</option>
        <option value={TRANSACTION_TYPE.withdraw}>{t('transactions.retirer')}</option>
      </select>
    </label>
  );
}

function TypeToggles() {
  const { t } = useTranslation(NAMESPACE);
  const [filters, toggled] = useUnit([transactionHistory.$filters, typeToggled]);
  return (
    <div className={`${styles.toggles} ${styles.wide}`} role="group" aria-label={t('history.type')}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={filters.type === TRANSACTION_TYPE.deposit}
        onClick={() => toggled(TRANSACTION_TYPE.deposit)}
      >
        {t('transactions.deposit')}
      </button>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={filters.type === TRANSACTION_TYPE.withdraw}
        onClick={() => toggled(TRANSACTION_TYPE.withdraw)}
      >
        {t('transactions.withdraw')}
      </button>
    </div>
  );
}

/** Desktop (profile area) filters by a Type select; the mobile screen has Deposit/Withdraw toggles. */
export function TransactionHistoryPage({ variant }: { variant: ScreenVariant }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t('title.transactionHistory');
  return (
    <ScreenFrame title={title} variant={variant}>
      <HistoryView
        model={transactionHistory}
        label={title}
        columns={useTransactionColumns()}
        rowKey={(row, index) => `${row.event_id}-${index}`}
        filters={variant === 'profile' ? <TypeSelect /> : <TypeToggles />}
      />
    </ScreenFrame>
  );
}
