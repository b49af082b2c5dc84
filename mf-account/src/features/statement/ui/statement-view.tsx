/** The statement's period picker, totals, per-day rows and CSV download (model: ../model.ts). */
import type { RgStatement } from '@casino/shared/api';
import { useShellSnapshot } from '@casino/shared/events/react';
import { Money, SkeletonList } from '@casino/shared/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import actionStyles from '../../../ui/actions.module.css';
import fieldStyles from '../../../ui/field.module.css';
import {
  $badPeriod,
  $downloading,
  $from,
  $loading,
  $refusal,
  $statement,
  $to,
  $today,
  downloadRequested,
  fromChosen,
  showRequested,
  toChosen,
} from '../model';
import { earliestDay } from '../period';
import styles from './statement.module.css';

const COLUMNS = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;

function PeriodForm() {
  const { t } = useTranslation(NAMESPACE);
  const [from, to, today, badPeriod, downloading] = useUnit([
    $from,
    $to,
    $today,
    $badPeriod,
    $downloading,
  ]);
  const [chooseFrom, chooseTo, show, download] = useUnit([
    fromChosen,
    toChosen,
    showRequested,
    downloadRequested,
  ]);
  const earliest = today ? earliestDay(today) : undefined;
  return (
    <form
      className={styles.period}
      noValidate
      aria-label={t('rg.statement.period')}
      onSubmit={(event) => {
        event.preventDefault();
        show();
      }}
    >
      <label className={fieldStyles.field}>
        {t('history.fromDate')}
        <input
          type="date"
          name="from"
          value={from}
          min={earliest}
          max={today ?? undefined}
          onChange={(event) => chooseFrom(event.target.value)}
        />
      </label>
      <label className={fieldStyles.field}>
        {t('history.toDate')}
        <input
          type="date"
          name="to"
          value={to}
          min={earliest}
          max={today ?? undefined}
          onChange={(event) => chooseTo(event.target.value)}
        />
      </label>
      <div className={actionStyles.actions}>
        <button type="submit" className={actionStyles.primary}>
          {t('history.show')}
        </button>
        <button
          type="button"
          className={actionStyles.secondary}
          disabled={downloading}
          aria-busy={downloading}
          onClick={() => download()}
        >
          {t('rg.statement.download')}
        </button>
      </div>
      <p className={actionStyles.note}>{t('rg.statement.utcNote')}</p>
      {badPeriod ? (
        <p className={actionStyles.problem} role="alert">
          {t('rg.statement.badPeriod')}
        </p>
      ) : null}
    </form>
  );
}

function Amounts({ row, currency }: { row: RgStatement['totals']; currency: string }) {
  const { t } = useTranslation(NAMESPACE);
  return COLUMNS.map((column) => (
    <td key={column} data-label={t(`rg.statement.column.${column}`)}>
      <Money millimes={row[column]} currency={currency} />
    </td>
  ));
}

export function StatementView() {
  const { t } = useTranslation(NAMESPACE);
  const currency = useShellSnapshot().user?.currency ?? 'TND';
  const [statement, loading, refusal] = useUnit([$statement, $loading, $refusal]);
  return (
    <div className={styles.page}>
      <PeriodForm />
      {refusal !== null ? (
        <p className={actionStyles.problem} role="alert">
          {refusal || t('rg.unavailable')}
        </p>
      ) : null}
      {loading && !statement ? <SkeletonList count={3} label={t('history.loading')} /> : null}
      {statement ? (
        <>
          <dl className={styles.lifetime}>
            <dt>{t('rg.statement.lifetimeNetDeposits')}</dt>
            <dd data-testid="lifetime-net-deposits">
              <Money millimes={statement.lifetime_net_deposits} currency={currency} />
            </dd>
          </dl>
          <table className={styles.table} aria-busy={loading}>
            <caption className={styles.caption}>{t('rg.statement.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rg.statement.column.day')}</th>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`rg.statement.column.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {statement.days.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length + 1}>{t('rg.statement.empty')}</td>
                </tr>
              ) : (
                statement.days.map((day) => (
                  <tr key={day.day} data-testid="statement-day">
                    <th scope="row" dir="ltr">
                      {day.day}
                    </th>
                    <Amounts row={day} currency={currency} />
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr data-testid="statement-totals">
                <th scope="row">{t('rg.statement.totals')}</th>
                <Amounts row={statement.totals} currency={currency} />
              </tr>
            </tfoot>
          </table>
        </>
      ) : null}
    </div>
  );
}
