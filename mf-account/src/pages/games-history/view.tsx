import { absMillimes } from '@casino/shared/format';
import { Money } from '@casino/shared/ui';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { HistoryView, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import { gamesHistory, type GameHistoryRow } from './model';

function useColumns(): HistoryColumn<GameHistoryRow>[] {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    { label: 'history.date', render: (row, language) => formatDateTime(row.game_date, language) },
    { label: 'history.game', render: (row) => row.game_name || '—' },
    { label: 'history.gameId', render: (row) => row.event_id || '—' },
    { label: 'history.type', render: (row) => t(`kinds.${row.type}`, { defaultValue: row.type }) },
    {
      label: 'history.credit',
      numeric: true,
      render: (row) => (
        <Money
          sign={row.direction === 'debit' ? '-' : '+'}
          millimes={absMillimes(row.amount)}
          currency={currency}
        />
      ),
    },
    {
      label: 'history.balanceBefore',
      numeric: true,
      render: (row) => <Money millimes={row.balance_before} currency={currency} />,
    },
  ];
}

export function GamesHistoryPage({ variant }: { variant: ScreenVariant }) {
  const { t } = useTranslation(NAMESPACE);
  const title = t('title.gamesHistory');
  return (
    <ScreenFrame title={title} variant={variant}>
      <HistoryView
        model={gamesHistory}
        label={title}
        columns={useColumns()}
        rowKey={(row, index) => `${row.num_id}-${index}`}
      />
    </ScreenFrame>
  );
}
