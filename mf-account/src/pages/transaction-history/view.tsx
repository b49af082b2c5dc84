import type { TransactionRow } from '@casino/shared/api';
import { Money } from '@casino/shared/ui';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../entities/payment';
import { HistoryView, historyStyles as styles, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import { TRANSACTION_TYPE, transactionHistory, typeToggled, type TransactionType } from './model';

function useColumns(): HistoryColumn<TransactionRow>[] {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    {
      label: 'history.type',
      render: (row) => t(`kinds.${row.type}`, { defaultValue: row.type }),
    },
    { label: 'history.date', render: (row, language) => formatDateTime(row.game_date, language) },
    {
      label: 'history.amount',
      numeric: true,
      render: (row) => (
        <Money
          sign={row.direction === 'debit' ? '-' : '+'}
          millimes={row.amount}
          currency={currency}
        />
      ),
    },
    {
      label: 'history.balanceAfter',
      numeric: true,
      render: (row) => <Money millimes={row.balance_after} currency={currency} />,
    },
    {
      // A deposit's or withdrawal's state (paid, requested, rejected with the reason...);
      // movements that belong to no payment (bets, operator adjustments) have none.
      label: 'history.status',
      render: (row) =>
        row.status ? <PaymentStatus status={row.status} reason={row.reason} /> : '—',
    },
  ];
}

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
        columns={useColumns()}
        rowKey={(row, index) => `${row.event_id}-${index}`}
        filters={variant === 'profile' ? <TypeSelect /> : <TypeToggles />}
      />
    </ScreenFrame>
  );
}
