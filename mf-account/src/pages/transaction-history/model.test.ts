import { describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import type { HistoryQuery } from '../../entities/history';
import { TRANSACTION_TYPE, transactionHistory, typeToggled } from './model';

describe('transaction history', () => {
  it('sends type null for All and 5 / 6 for the Deposit / Withdraw toggles; a second press goes back to All', async () => {
    const requests: (HistoryQuery & { type: number | null })[] = [];
    const scope = fork({
      handlers: [
        [transactionHistory.readTodayFx, () => '2025-03-14'],
        [
          transactionHistory.loadFx,
          (query: HistoryQuery & { type: number | null }) => (
            requests.push(query),
            { rows: [], hasNextPage: false }
          ),
        ],
      ],
    });
    await allSettled(transactionHistory.page.open, { scope, params: {} });
    await allSettled(typeToggled, { scope, params: TRANSACTION_TYPE.deposit });
    await allSettled(typeToggled, { scope, params: TRANSACTION_TYPE.withdraw });
    await allSettled(typeToggled, { scope, params: TRANSACTION_TYPE.withdraw });
    expect(requests.map((query) => query.type)).toEqual([null, 5, 6, null]);
    expect(requests.every((query) => query.pageIndex === 1 && query.pageSize === 10)).toBe(true);
  });
});
