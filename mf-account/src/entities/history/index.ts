export {
  fetchHistory,
  type FilterValue,
  type HistoryPath,
  type HistoryQuery,
  type HistoryResponse,
} from './api';
export {
  createHistoryModel,
  readHistoryPage,
  DEFAULT_PAGE_SIZE,
  type HistoryModel,
  type HistoryResult,
} from './model';
export { HistoryView, historyStyles, type HistoryColumn } from './ui/history-view';
