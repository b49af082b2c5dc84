export { StatementPage } from './view';
