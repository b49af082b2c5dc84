import { Money } from '@casino/shared/ui';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useTranslation } from 'react-i18next';
import { HistoryView, historyStyles as styles, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import { oddsText } from './odds';
import { shownStatus, sportHistory, type ShownStatus, type SportHistoryRow } from './model';
import own from './sport-history.module.css';

type Language = 'fr' | 'en' | 'ar';
const languageOf = (value: string): Language => (value === 'en' || value === 'ar' ? value : 'fr');

const STATUS_CLASS: Record<ShownStatus, string | undefined> = {
  Open: own.open,
  Win: styles.win,
  HalfWin: styles.win,
  Lost: styles.lost,
  HalfLost: styles.lost,
  Void: own.void,
  Push: own.void,
  CashedOut: own.cashedOut,
};

function Legs({ row, language }: { row: SportHistoryRow; language: string }) {
  const { t } = useTranslation(NAMESPACE);
  const lang = languageOf(language);
  if (row.legs.length === 0) return <>—</>;
  return (
    <ul className={own.legs}>
      <li className={own.kind}>
        {row.bet_kind === 'multi'
          ? t('sportHistory.multiple', { count: row.legs.length })
          : t('sportHistory.single')}
      </li>
      {row.legs.map((leg, index) => (
        <li key={index} className={own.leg}>
          <span className={own.event}>
            {leg.event[lang]} · {leg.market[lang]}
          </span>
          <span>
            <span className={own.selection}>{leg.selection[lang]}</span>{' '}
            <bdi dir="ltr" className={own.odds}>
              @ {oddsText(leg.odds)}
            </bdi>
            <span
              className={`${own.legResult} ${leg.result === 'win' || leg.result === 'half_win' ? own.legWin : leg.result === 'lose' || leg.result === 'half_lose' ? own.legLose : ''}`}
            >
              {t(`sportHistory.leg.${leg.result ?? 'open'}`)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

function useColumns(): HistoryColumn<SportHistoryRow>[] {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    {
      label: 'history.date',
      render: (row, language) => formatDateTime(row.created_at, language),
    },
    { label: 'history.paymentId', render: (row) => row.num_id || '—' },
    {
      label: 'sportHistory.selections',
      render: (row, language) => <Legs row={row} language={language} />,
    },
    {
      label: 'sportHistory.odds',
      numeric: true,
      render: (row) => (row.odds === null ? '—' : <bdi>{oddsText(row.odds)}</bdi>),
    },
    {
      label: 'sportHistory.stake',
      numeric: true,
      render: (row) => <Money millimes={row.amount} currency={currency} />,
    },
    {
      label: 'sportHistory.return',
      numeric: true,
      render: (row) =>
        row.status === 'Open' ? '—' : <Money millimes={row.win_amount} currency={currency} />,
    },
    {
      label: 'history.status',
      render: (row) => {
        const status = shownStatus(row);
        return (
          <span className={STATUS_CLASS[status]} data-status={status}>
            {t(`sportHistory.status.${status}`)}
          </span>
        );
      },
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
