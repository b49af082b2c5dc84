export { ProviderListPage } from './view';
