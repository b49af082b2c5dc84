export { CONTENT_PAGES, type ContentPageId } from './pages';
export { ContentPage } from './view';
