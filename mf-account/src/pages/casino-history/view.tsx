import type { CasinoHistoryRow } from '@casino/shared/api';
import { Money } from '@casino/shared/ui';
import { useShellSnapshot } from '@casino/shared/events/react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { HistoryView, historyStyles as styles, type HistoryColumn } from '../../entities/history';
import { ScreenFrame, type ScreenVariant } from '../../layouts/screen-frame';
import { formatDateTime } from '../../lib/format-date';
import { NAMESPACE } from '../../i18n';
import {
  BET_STATUSES,
  GAME_TYPES,
  PROVIDERS,
  casinoHistory,
  type CasinoHistoryFilters,
} from './model';
import { roundOutcome, type RoundOutcome } from './outcome';

const OUTCOME_CLASS: Record<RoundOutcome, string | undefined> = {
  Win: styles.win,
  StakeReturned: styles.returned,
  PartialReturn: styles.partial,
  Lost: styles.lost,
};

function useColumns(): HistoryColumn<CasinoHistoryRow>[] {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  return [
    {
      label: 'history.date',
      render: (row, language) => formatDateTime(row.created_at || row.game_date, language),
    },
    { label: 'history.game', render: (row) => row.game_name || '—' },
    { label: 'history.provider', render: (row) => row.pro_name || '—' },
    {
      label: 'history.bet',
      numeric: true,
      render: (row) => <Money millimes={row.amount} currency={currency} />,
    },
    {
      label: 'history.won',
      numeric: true,
      render: (row) => <Money millimes={row.win_amount} currency={currency} />,
    },
    {
      label: 'history.result',
      render: (row) => {
        const outcome = roundOutcome(row);
        return (
          <span className={OUTCOME_CLASS[outcome]} data-outcome={outcome}>
            {t(`outcome.${outcome}`)}
          </span>
        );
      },
    },
  ];
}

function Filters() {
  const { t } = useTranslation(NAMESPACE);
  const [filters, filterChanged] = useUnit([casinoHistory.$filters, casinoHistory.filterChanged]);
  const change = (name: keyof CasinoHistoryFilters, raw: string, asNumber = false) =>
    filterChanged({ name, value: raw === '' ? null : asNumber ? Number(raw) : raw });
  return (
    <>
      <label className={styles.field}>
        {t('filters.gameType')}
        <select
          value={filters.gameType ?? ''}
          onChange={(event) => change('gameType', event.target.value, true)}
        >
          <option value="">{t('filters.all')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {t(type.label)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.provider')}
        <select
          value={filters.provider ?? ''}
          onChange={(event) => change('provider', event.target.value)}
        >
          <option value="">{t('filters.all')}</option>
          {PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {provider}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filters.betStatus')}
        <select
          value={filters.status ?? ''}
          onChange={(event) => change('status', event.target.value)}
        >
          <option value="">{t('filters.all')}</option>
          {BET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status === 'Win' ? t('filters.win') : t('filters.lost')}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function CasinoHistoryPage({
  variant,
  titleKey,
}: {
  variant: ScreenVariant;
  titleKey: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(titleKey);
  return (
    <ScreenFrame title={title} variant={variant}>
      <HistoryView
        model={casinoHistory}
        label={title}
        columns={useColumns()}
        rowKey={(row, index) => `${row.num_id || row.event_id}-${index}`}
        filters={<Filters />}
      />
    </ScreenFrame>
  );
}
