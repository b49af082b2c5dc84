export { fetchHistory, type FilterValue, type HistoryPath, type HistoryQuery } from './api';
export {
  createHistoryModel,
  DEFAULT_PAGE_SIZE,
  type HistoryModel,
  type HistoryResult,
} from './model';
export { HistoryView, historyStyles, type HistoryColumn } from './ui/history-view';
