export { DashboardPage } from './view';
