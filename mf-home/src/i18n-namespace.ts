/** Our i18next namespaces' names (the app registers their loaders in i18n.ts). */
export const NAMESPACE = 'home';
/** The content pages' texts: loaded with those pages, not with the home page. */
export const PAGES_NAMESPACE = 'home-pages';
