import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { HistoryPage } from '@casino/shared/api';
import type { HistoryQuery } from './api';
import { createHistoryModel } from './model';

type Row = { id: number };
type Filters = { type: number | null };

function setup(answer: (query: HistoryQuery & Filters) => HistoryPage<Row>) {
  const requests: (HistoryQuery & Filters)[] = [];
  const model = createHistoryModel<Row, Filters>({
    request: async (query) => {
      requests.push(query);
      return answer(query);
    },
    filters: { type: null },
  });
  const scope = fork({ handlers: [[model.readTodayFx, () => '2025-03-14']] });
  return { model, scope, requests };
}

/** Three pages of one row each, in the API's shape. */
const threePages = (query: HistoryQuery): HistoryPage<Row> => ({
  data: [{ id: query.pageIndex }],
  paginationInfo: {
    page_index: query.pageIndex,
    page_size: query.pageSize,
    total: 3,
    last_page: 3,
    hasNextPage: query.pageIndex < 3,
  },
  last_page: 3,
  hasNextPage: query.pageIndex < 3,
});

describe('history model', () => {
  it('opens on today, page 1, page size 10, All sent as null, dates as ISO strings', async () => {
    const { model, scope, requests } = setup(threePages);
    await allSettled(model.page.open, { scope, params: {} });
    expect(requests).toHaveLength(1);
    const [query] = requests;
    expect(query).toMatchObject({ pageIndex: 1, pageSize: 10, type: null });
    expect(query!.fromDate).toBe(new Date('2025-03-14T00:00:00').toISOString());
    expect(query!.toDate).toBe(new Date('2025-03-14T23:59:59.999').toISOString());
    expect(scope.getState(model.$fromDate)).toBe('2025-03-14');
    expect(scope.getState(model.$rows)).toEqual([{ id: 1 }]);
  });

  it('offers Next only with a next page and Previous only above page 1', async () => {
    const { model, scope, requests } = setup(threePages);
    await allSettled(model.page.open, { scope, params: {} });
    expect(scope.getState(model.$canGoPrevious)).toBe(false);
    expect(scope.getState(model.$canGoNext)).toBe(true);

    await allSettled(model.previousClicked, { scope });
    expect(requests).toHaveLength(1);

    await allSettled(model.nextClicked, { scope });
    await allSettled(model.nextClicked, { scope });
    expect(scope.getState(model.$pageIndex)).toBe(3);
    expect(scope.getState(model.$canGoNext)).toBe(false);
    expect(scope.getState(model.$canGoPrevious)).toBe(true);

    await allSettled(model.nextClicked, { scope });
    expect(requests.map((query) => query.pageIndex)).toEqual([1, 2, 3]);

    await allSettled(model.previousClicked, { scope });
    expect(requests.at(-1)!.pageIndex).toBe(2);
    expect(scope.getState(model.$rows)).toEqual([{ id: 2 }]);
  });

  it('reloads from page 1 with the chosen filters and dates on submit, and on a page size change', async () => {
    const { model, scope, requests } = setup(threePages);
    await allSettled(model.page.open, { scope, params: {} });
    await allSettled(model.nextClicked, { scope });
    await allSettled(model.filterChanged, { scope, params: { name: 'type', value: 5 } });
    await allSettled(model.fromDateChanged, { scope, params: '2025-03-01' });
    expect(requests).toHaveLength(2);

    await allSettled(model.submitted, { scope });
    expect(requests.at(-1)).toMatchObject({
      pageIndex: 1,
      type: 5,
      fromDate: new Date('2025-03-01T00:00:00').toISOString(),
    });

    await allSettled(model.pageSizeChanged, { scope, params: 20 });
    expect(requests.at(-1)).toMatchObject({ pageIndex: 1, pageSize: 20 });
    expect(requests).toHaveLength(4);
  });

  it('keeps the server message on failure and clears it on the next load', async () => {
    let fail = true;
    const { model, scope } = setup((query) => {
      if (fail) throw new Error('Server Down');
      return threePages(query);
    });
    await allSettled(model.page.open, { scope, params: {} });
    expect(scope.getState(model.$error)).toBe('Server Down');
    fail = false;
    await allSettled(model.submitted, { scope });
    expect(scope.getState(model.$error)).toBeNull();
  });
});
