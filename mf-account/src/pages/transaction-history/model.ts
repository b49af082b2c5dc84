import type { TransactionRow } from '@casino/shared/api';
import { createEvent, sample } from 'effector';
import { createHistoryModel, fetchHistory } from '../../entities/history';

/** The API's transaction filter ids. 'All' is null (not sent). */
export const TRANSACTION_TYPE = { deposit: 5, withdraw: 6 } as const;
export type TransactionType = (typeof TRANSACTION_TYPE)[keyof typeof TRANSACTION_TYPE];

export const transactionHistory = createHistoryModel<
  TransactionRow,
  { type: TransactionType | null }
>({
  request: (query) => fetchHistory('/TransactionPlayer', query),
  filters: { type: null },
});

/** Toggle variant (mobile): pressing the active toggle goes back to All; either way it reloads. */
export const typeToggled = createEvent<TransactionType>();

sample({
  clock: typeToggled,
  source: transactionHistory.$filters,
  fn: ({ type }, pressed) => ({ name: 'type' as const, value: type === pressed ? null : pressed }),
  target: transactionHistory.filterChanged,
});
sample({ clock: typeToggled, target: transactionHistory.submitted });
