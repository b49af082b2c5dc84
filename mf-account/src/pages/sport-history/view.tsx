import { Money } from '@casino/shared/ui';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { HistoryView, historyStyles as styles, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import { sportHistory, type SportHistoryRow } from './model';

function useColumns(): HistoryColumn<SportHistoryRow>[] {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    { label: 'history.date', render: (row, language) => formatDateTime(row.game_date, language) },
    { label: 'history.paymentId', render: (row) => row.num_id || '—' },
    {
      label: 'history.bet',
      numeric: true,
      render: (row) => <Money millimes={row.amount} currency={currency} />,
    },
    {
      label: 'history.win',
      numeric: true,
      render: (row) => <Money millimes={row.win_amount} currency={currency} />,
    },
    {
      label: 'history.result',
      render: (row) => (
        <span className={row.status === 'Win' ? styles.win : styles.lost}>
          {row.status === 'Win' ? t('filters.win') : t('filters.lost')}
        </span>
      ),
    },
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
        rowKey={(row, index) => `${row.num_id}-${index}`}
      />
    </ScreenFrame>
  );
}
