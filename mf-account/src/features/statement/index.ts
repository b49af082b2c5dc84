export { StatementView } from './ui/statement-view';
export { pageOpened } from './model';
