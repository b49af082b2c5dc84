/** The parts every history screen shares: date range + Show, striped table, empty text, pager. */
import { useShellSnapshot } from '@casino/shared/events/react';
import type { Language } from '@casino/shared/events';
import { useGate, useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { FilterValue } from '../api';
import type { HistoryModel } from '../model';
import styles from './history.module.css';

export interface HistoryColumn<Row> {
  /** Translation key of the header. */
  label: string;
  render(row: Row, language: Language): ReactNode;
  numeric?: boolean;
}

interface HistoryViewProps<Row, Filters extends Record<string, FilterValue>> {
  model: HistoryModel<Row, Filters>;
  /** The screen's name, used for the table's accessible label. */
  label: string;
  columns: HistoryColumn<Row>[];
  rowKey(row: Row, index: number): string;
  /** Filters shown before the dates (selects, toggles). */
  filters?: ReactNode;
}

export function HistoryView<Row, Filters extends Record<string, FilterValue>>({
  model,
  label,
  columns,
  rowKey,
  filters,
}: HistoryViewProps<Row, Filters>) {
  const { t } = useTranslation(NAMESPACE);
  const { language } = useShellSnapshot();
  useGate(model.page);
  const [fromDate, toDate, rows, error, loading, pageIndex, canGoNext, canGoPrevious] = useUnit([
    model.$fromDate,
    model.$toDate,
    model.$rows,
    model.$error,
    model.$loading,
    model.$pageIndex,
    model.$canGoNext,
    model.$canGoPrevious,
  ]);
  const [fromDateChanged, toDateChanged, submitted, nextClicked, previousClicked] = useUnit([
    model.fromDateChanged,
    model.toDateChanged,
    model.submitted,
    model.nextClicked,
    model.previousClicked,
  ]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted();
  }

  return (
    <>
      <form className={styles.filters} onSubmit={onSubmit} aria-label={t('history.filters')}>
        {filters}
        <label className={styles.field}>
          {t('history.fromDate')}
          <input
            type="date"
            required
            value={fromDate}
            onChange={(event) => fromDateChanged(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          {t('history.toDate')}
          <input
            type="date"
            required
            value={toDate}
            onChange={(event) => toDateChanged(event.target.value)}
          />
        </label>
        <button type="submit" className={styles.show}>
          {t('history.show')}
        </button>
      </form>

      <div className={styles.tableWrap} aria-busy={loading}>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : rows.length === 0 ? (
          <p className={styles.empty}>{loading ? t('history.loading') : t('history.empty')}</p>
        ) : (
          <table className={styles.table} aria-label={label}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {t(column.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={rowKey(row, index)}>
                  {columns.map((column) => (
                    <td
                      key={column.label}
                      className={column.numeric ? styles.amount : undefined}
                      data-label={t(column.label)}
                    >
                      {/* Amounts (Money) isolate their digits themselves: the currency follows in the reading order. */}
                      {column.render(row, language)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {/* Once the page's rows have come: drawn while they load, they would push it down. */}
      {!(loading && rows.length === 0) && (
        <nav className={styles.pager} aria-label={t('history.pages')}>
          <button type="button" onClick={() => previousClicked()} disabled={!canGoPrevious}>
            {t('history.previous')}
          </button>
          <span
            className={styles.pageNumber}
            aria-live="polite"
            aria-label={t('history.page', { page: pageIndex })}
          >
            {pageIndex}
          </span>
          <button type="button" onClick={() => nextClicked()} disabled={!canGoNext}>
            {t('history.next')}
          </button>
        </nav>
      )}
    </>
  );
}

export { styles as historyStyles };
