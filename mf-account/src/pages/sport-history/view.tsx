import { formatMoney } from '@casino/shared/format';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { HistoryView, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import { sportHistory, type SportHistoryRow } from './model';

function useColumns(): HistoryColumn<SportHistoryRow>[] {
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    { label: 'history.date', render: (row, language) => formatDateTime(row.game_date, language) },
    { label: 'history.paymentId', render: (row) => row.num_id || row.event_id || '—' },
    { label: 'history.status', render: (row) => row.status || '—' },
    { label: 'history.amount', numeric: true, render: (row) => formatMoney(row.amount, currency) },
  ];
}

export function SportHistoryPage({ variant }: { variant: ScreenVariant }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t('title.sportHistory');
  return (
    <ScreenFrame title={title} variant={variant}>
      <HistoryView
        model={sportHistory}
        label={title}
        columns={useColumns()}
        rowKey={(row, index) => `${row.num_id ?? row.event_id ?? ''}-${index}`}
      />
    </ScreenFrame>
  );
}
