/**
 * One history list (transactions, casino bets, sport bets, games): filters, date range, paging.
 * Dates start at today, page index 1, page size 10; Next only with a next page,
 * Previous only above page 1; submitting reloads; a page index or size change reloads.
 */
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { dayOf, endOfDayIso, startOfDayIso } from '../../lib/dates';
import type { HistoryPage } from '@casino/shared/api';
import type { FilterValue, HistoryQuery } from './api';

export const DEFAULT_PAGE_SIZE = 10;

export interface HistoryResult<Row> {
  rows: Row[];
  hasNextPage: boolean;
}

export function createHistoryModel<Row, Filters extends Record<string, FilterValue>>(options: {
  request: (query: HistoryQuery & Filters) => Promise<HistoryPage<Row>>;
  /** Initial filters; null is 'All'. */
  filters: Filters;
  pageSize?: number;
}) {
  const page = createGate();

  const fromDateChanged = createEvent<string>();
  const toDateChanged = createEvent<string>();
  const filterChanged = createEvent<{ name: keyof Filters; value: FilterValue }>();
  const submitted = createEvent();
  const nextClicked = createEvent();
  const previousClicked = createEvent();
  const pageSizeChanged = createEvent<number>();
  /** Internal: load this page with the filters as they are now. */
  const pageRequested = createEvent<number>();

  /** Today, read when the page opens (an effect, so tests can fix the clock). */
  const readTodayFx = createEffect(() => dayOf(new Date()));
  // The API's one shape (its `historyPage` schema): the rows and whether a next page exists.
  const loadFx = createEffect(
    async (query: HistoryQuery & Filters): Promise<HistoryResult<Row>> => {
      const page = await options.request(query);
      return { rows: page.data, hasNextPage: page.hasNextPage };
    },
  );

  const $fromDate = createStore('')
    .on(readTodayFx.doneData, (_, today) => today)
    .on(fromDateChanged, (_, day) => day);
  const $toDate = createStore('')
    .on(readTodayFx.doneData, (_, today) => today)
    .on(toDateChanged, (_, day) => day);
  const $filters = createStore<Filters>(options.filters)
    .on(filterChanged, (filters, { name, value }) => ({ ...filters, [name]: value }))
    .reset(page.close);
  const $pageSize = createStore(options.pageSize ?? DEFAULT_PAGE_SIZE).on(
    pageSizeChanged,
    (_, size) => size,
  );
  const $pageIndex = createStore(1).on(pageRequested, (_, index) => index);
  const $rows = createStore<Row[]>([]).on(loadFx.doneData, (_, result) => result.rows);
  const $hasNextPage = createStore(false).on(loadFx.doneData, (_, result) => result.hasNextPage);
  const $error = createStore<string | null>(null)
    .on(loadFx, () => null)
    .on(loadFx.failData, (_, error) => error.message || 'Unknown error');
  const $loading = loadFx.pending;
  const $canGoNext = sample({
    source: { hasNext: $hasNextPage, loading: $loading },
    fn: ({ hasNext, loading }) => hasNext && !loading,
  });
  const $canGoPrevious = sample({
    source: { index: $pageIndex, loading: $loading },
    fn: ({ index, loading }) => index > 1 && !loading,
  });

  sample({ clock: page.open, target: readTodayFx });
  // The first load waits for today's date so it asks for today's range.
  sample({ clock: [readTodayFx.done, submitted], fn: () => 1, target: pageRequested });
  sample({
    clock: nextClicked,
    source: $pageIndex,
    filter: $canGoNext,
    fn: (index) => index + 1,
    target: pageRequested,
  });
  sample({
    clock: previousClicked,
    source: $pageIndex,
    filter: $canGoPrevious,
    fn: (index) => index - 1,
    target: pageRequested,
  });
  sample({ clock: $pageSize.updates, fn: () => 1, target: pageRequested });

  sample({
    clock: pageRequested,
    source: { fromDate: $fromDate, toDate: $toDate, filters: $filters, pageSize: $pageSize },
    fn: ({ fromDate, toDate, filters, pageSize }, pageIndex) => ({
      ...filters,
      pageSize,
      pageIndex,
      fromDate: startOfDayIso(fromDate),
      toDate: endOfDayIso(toDate),
    }),
    target: loadFx,
  });

  return {
    page,
    fromDateChanged,
    toDateChanged,
    filterChanged,
    submitted,
    nextClicked,
    previousClicked,
    pageSizeChanged,
    readTodayFx,
    loadFx,
    $fromDate,
    $toDate,
    $filters,
    $pageSize,
    $pageIndex,
    $rows,
    $hasNextPage,
    $error,
    $loading,
    $canGoNext,
    $canGoPrevious,
  };
}

export type HistoryModel<Row, Filters extends Record<string, FilterValue>> = ReturnType<
  typeof createHistoryModel<Row, Filters>
>;
