export { CONTENT_PAGES, ContentPage, type ContentPageId } from './view';
