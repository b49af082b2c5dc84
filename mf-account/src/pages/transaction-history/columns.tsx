/**
 * The transaction history's columns. A row is a money movement, or a deposit the player started
 * that was never credited (pending, failed, expired, under review): that one moved no money, so
 * its amount carries no sign and it has no balance after; its status says what became of it.
 */
import type { TransactionRow } from '@casino/shared/api';
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { PaymentStatus } from '../../entities/payment';
import type { HistoryColumn } from '../../entities/history';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';

/** The API gives no balances for a row that moved no money. */
export const movedMoney = (row: TransactionRow): boolean => row.balance_after !== null;

export function useTransactionColumns(): HistoryColumn<TransactionRow>[] {
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
          sign={movedMoney(row) ? (row.direction === 'debit' ? '-' : '+') : ''}
          millimes={row.amount}
          currency={currency}
        />
      ),
    },
    {
      label: 'history.balanceAfter',
      numeric: true,
      render: (row) =>
        row.balance_after === null ? (
          <span title={t('history.noMovement')}>—</span>
        ) : (
          <Money millimes={row.balance_after} currency={currency} />
        ),
    },
    {
      // A deposit's or withdrawal's state (paid, requested, failed with the reason...);
      // movements that belong to no payment (bets, operator adjustments) have none.
      label: 'history.status',
      render: (row) =>
        row.status ? <PaymentStatus status={row.status} reason={row.reason} /> : '—',
    },
  ];
}
